import { browserStore, type KeyValueStore } from './storage';

/** What a signed-in session leaves in storage; logout removes all of it. */
export const sessionKeys = {
  accessToken: 'kredo.accessToken',
  userId: 'kredo.userId',
  aggregatorDetails: 'kredo.aggregatorDetails',
} as const;

const listeners = new Set<() => void>();

function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

/**
 * Calls `listener` whenever this tab stores or drops the session, or another tab does (the
 * `storage` event), so the route tree can switch between the signed-in and signed-out areas.
 */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === sessionKeys.accessToken) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

// The API client reads and drops the token only through these, so the storage key has one owner.
export function readAccessToken(store: KeyValueStore = browserStore()): string | undefined {
  return store.getItem(sessionKeys.accessToken) ?? undefined;
}

export function readUserId(store: KeyValueStore = browserStore()): string | undefined {
  return store.getItem(sessionKeys.userId) ?? undefined;
}

/** Starts a session with what sign-in returned. */
export function saveSession(
  session: { token: string; userId: string },
  store: KeyValueStore = browserStore(),
): void {
  store.setItem(sessionKeys.userId, session.userId);
  store.setItem(sessionKeys.accessToken, session.token);
  notifySessionChanged();
}

/** Drops a token the server refuses; the logout screen then clears the rest of the session. */
export function removeAccessToken(store: KeyValueStore = browserStore()): void {
  store.removeItem(sessionKeys.accessToken);
  notifySessionChanged();
}

export function clearSession(store: KeyValueStore = browserStore()): void {
  for (const key of Object.values(sessionKeys)) store.removeItem(key);
  notifySessionChanged();
}
