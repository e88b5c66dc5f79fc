import { createMemoryStore, type KeyValueStore } from '../../../lib/storage';

/**
 * Where a borrower sent to their bank's pages (net banking, account aggregator) goes once the
 * redirect page is done: `next` when the statement arrived, `back` to try again. Kept for the
 * tab (sessionStorage): the bank's pages replace this page, and the redirect may not carry it.
 */
export type PendingBankVisit = {
  txnId: string;
  next: string;
  back: string;
  /** Opened by the Android shell as a screen of its own, which closes once the statement arrived. */
  closesActivity?: boolean;
};

const key = 'kredo.bankStatement.pendingVisit';

function tabStore(): KeyValueStore {
  try {
    return globalThis.sessionStorage ?? createMemoryStore();
  } catch {
    return createMemoryStore();
  }
}

export function savePendingBankVisit(visit: PendingBankVisit, store: KeyValueStore = tabStore()): void {
  store.setItem(key, JSON.stringify(visit));
}

export function readPendingBankVisit(store: KeyValueStore = tabStore()): PendingBankVisit | undefined {
  try {
    const parsed: unknown = JSON.parse(store.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { txnId, next, back, closesActivity } = parsed as Record<string, unknown>;
    // Only paths inside the app: the stored value must never send the borrower elsewhere.
    const isPath = (value: unknown): value is string => typeof value === 'string' && /^\/(?!\/)/.test(value);
    if (typeof txnId !== 'string' || !isPath(next) || !isPath(back)) return undefined;
    return { txnId, next, back, closesActivity: closesActivity === true };
  } catch {
    return undefined;
  }
}

export function clearPendingBankVisit(store: KeyValueStore = tabStore()): void {
  store.removeItem(key);
}
