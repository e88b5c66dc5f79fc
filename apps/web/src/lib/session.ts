import { browserStore, type KeyValueStore } from './storage';

/** What a signed-in session leaves in storage; logout removes all of it. */
export const sessionKeys = {
  accessToken: 'kredo.accessToken',
  userId: 'kredo.userId',
  aggregatorDetails: 'kredo.aggregatorDetails',
} as const;

export function readAccessToken(store: KeyValueStore = browserStore()): string | undefined {
  return store.getItem(sessionKeys.accessToken) ?? undefined;
}

export function clearSession(store: KeyValueStore = browserStore()): void {
  for (const key of Object.values(sessionKeys)) store.removeItem(key);
}
