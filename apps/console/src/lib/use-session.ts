import { useSyncExternalStore } from 'react';

import { readStoredToken, subscribeToSession } from './session';

/** Re-renders when this tab signs in or out, so the app can swap sign-in for the console. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeToSession, readStoredToken) !== null;
}
