import { statementTimings } from '@kredo/contract/bank-statements';

export type RedirectOutcome = {
  txnId: string | undefined;
  /** The bank's pages said no (`success=false`) or sent an error back. */
  failed: boolean;
  /** What went wrong, as the bank's pages put it in `error`. */
  error: string | undefined;
  /** The countdown (spec 000 §9): 120 s to wait for the statement, 5 s to say it failed. */
  seconds: number;
};

/** What the bank's pages sent back in the redirect's query. */
export function readRedirectOutcome(params: URLSearchParams): RedirectOutcome {
  const error = params.get('error')?.trim() || undefined;
  const failed = params.get('success') === 'false' || error !== undefined;
  return {
    txnId: params.get('txnId') || undefined,
    failed,
    error,
    seconds: failed ? statementTimings.failureCountdownSeconds : statementTimings.redirectCountdownSeconds,
  };
}

/**
 * The query of `#/bank-statement/redirect?...` and of the page's own address (`/?txnId=...#/...`):
 * a bank appending its parameters to our address puts them before the hash. The hash's win.
 */
export function mergeRedirectParams(pageSearch: string, hashParams: URLSearchParams): URLSearchParams {
  const merged = new URLSearchParams(pageSearch);
  for (const [key, value] of hashParams) merged.set(key, value);
  return merged;
}

/** Seconds as the countdown shows them: 2:00, 1:59, 0:05. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Whole seconds from `now` to `deadline` (ms), rounded up, never below zero. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
