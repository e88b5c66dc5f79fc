import { createContext, use } from 'react';
import type { LoginVersion } from './first-contact';

const LoginVersionContext = createContext<LoginVersion>('v1');

/** Which login page the visitor is on: the landing (v1), login-v2 or login-v3. */
export const LoginVersionProvider = LoginVersionContext.Provider;

export function useLoginVersion(): LoginVersion {
  return use(LoginVersionContext);
}
