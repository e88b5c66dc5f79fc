import { sessionKeys } from './session';
import { browserStore, type KeyValueStore } from './storage';

/** What a verified partner link told the app about the borrower, kept for the session. */
export type AggregatorDetails = {
  mobile?: string;
  utmSource?: string;
  redirect?: string;
  loanId?: string;
  currentEmployer?: string;
};

export function readAggregatorDetails(store: KeyValueStore = browserStore()): AggregatorDetails {
  const stored = store.getItem(sessionKeys.aggregatorDetails);
  if (!stored) return {};
  try {
    const parsed: unknown = JSON.parse(stored);
    return typeof parsed === 'object' && parsed !== null ? (parsed as AggregatorDetails) : {};
  } catch {
    return {};
  }
}

export function saveAggregatorDetails(
  details: AggregatorDetails,
  store: KeyValueStore = browserStore(),
): void {
  store.setItem(sessionKeys.aggregatorDetails, JSON.stringify(details));
}
