/** The slice of Web Storage the app uses, so tests can pass a Map-backed fake. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createMemoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** localStorage when the page may use it; private modes and sandboxed frames can refuse it. */
export function browserStore(): KeyValueStore {
  try {
    return globalThis.localStorage ?? createMemoryStore();
  } catch {
    return createMemoryStore();
  }
}
