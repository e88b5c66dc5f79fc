import { useSyncExternalStore } from 'react';
import { readAccessToken, subscribeToSession } from './session';

/** Whether a session token is stored; re-renders when sign-in, logout or another tab changes it. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeToSession, () => readAccessToken() !== undefined);
}
