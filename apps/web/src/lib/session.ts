import { browserStore, type KeyValueStore } from './storage';

/** What a signed-in session leaves in storage; logout removes all of it. */
export const sessionKeys = {
  accessToken: 'kredo.accessToken',
  userId: 'kredo.userId',
  aggregatorDetails: 'kredo.aggregatorDetails',
} as const;

// The API client reads and drops the token only through these, so the storage key has one owner.
export function readAccessToken(store: KeyValueStore = browserStore()): string | undefined {
  return store.getItem(sessionKeys.accessToken) ?? undefined;
}

/** Drops a token the server refuses; the logout screen then clears the rest of the session. */
export function removeAccessToken(store: KeyValueStore = browserStore()): void {
  store.removeItem(sessionKeys.accessToken);
}

export function clearSession(store: KeyValueStore = browserStore()): void {
  for (const key of Object.values(sessionKeys)) store.removeItem(key);
}
