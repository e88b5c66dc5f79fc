import { randomInt } from 'node:crypto';

import type { PayoutMode, PayoutStatus } from './index.ts';
import type { SandboxPayoutRow } from './sandbox.schema.ts';

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;

/** How long each step takes at the sandbox's bank, from the payout's creation (docs/providers.md). */
export const sandboxPayoutTimings = {
  /** Queued until then: the payout goes to the bank. */
  processingAfterMs: 2 * SECOND_MS,
  /** IMPS: the beneficiary bank's credit, or its refusal (either mode). */
  impsSettlesAfterMs: 5 * SECOND_MS,
  /** NEFT runs in half-hourly batches (RBI: 48 a day, every day). */
  neftBatchEveryMs: 30 * MINUTE_MS,
  /** NEFT: the batch's credits settle this long after it. */
  neftSettlesAfterBatchMs: 10 * MINUTE_MS,
  /** The bank's timeout (account ending 0004): the credit is confirmed this much later than usual. */
  bankTimeoutMs: 30 * MINUTE_MS,
  /** A processed payout the beneficiary bank returns (account ending 0003), from its credit. */
  returnedAfterMs: 60 * MINUTE_MS,
} as const;

/** The account number's last four digits that pick an answer (docs/providers.md). */
export const sandboxPayoutEndings = {
  invalidAccount: '0001',
  frozenAccount: '0002',
  /** Processed, then returned by the beneficiary bank an hour later. */
  returned: '0003',
  /** Processing for 30 minutes longer than usual (the bank's timeout), then processed. */
  bankTimeout: '0004',
} as const;

/** Banks (IFSC's first four letters) whose systems are down now: payouts to them fail at once. */
export const sandboxDownBanks: readonly string[] = ['YESB'];

export const payoutReasons = {
  INVALID_ACCOUNT: 'Beneficiary account does not exist',
  ACCOUNT_FROZEN: 'Beneficiary account is frozen or dormant',
  BANK_DOWN: "Beneficiary bank's systems are down",
  BENEFICIARY_BANK_RETURN: 'Returned by the beneficiary bank',
} as const;
export type PayoutReasonCode = keyof typeof payoutReasons;

export function reasonText(code: string): string {
  return payoutReasons[code as PayoutReasonCode] ?? 'Payout failed';
}

const failures: Readonly<Record<string, PayoutReasonCode>> = {
  [sandboxPayoutEndings.invalidAccount]: 'INVALID_ACCOUNT',
  [sandboxPayoutEndings.frozenAccount]: 'ACCOUNT_FROZEN',
};

const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** The first NEFT batch at or after `at`: batches run on the half hour (IST's half hours are UTC's). */
export function nextNeftBatch(at: Date): Date {
  const every = sandboxPayoutTimings.neftBatchEveryMs;
  return new Date(Math.ceil(at.getTime() / every) * every);
}

const istOffsetMs = 330 * MINUTE_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * A 12-digit UTR shaped like an IMPS RRN: the year's last digit, the day of the year and the hour
 * (India) of the credit, then a 6-digit serial.
 */
export function newUtr(at: Date): string {
  const ist = new Date(at.getTime() + istOffsetMs);
  const year = ist.getUTCFullYear();
  const dayOfYear = Math.floor((ist.getTime() - Date.UTC(year, 0, 1)) / DAY_MS) + 1;
  const serial = String(randomInt(1_000_000)).padStart(6, '0');
  return `${year % 10}${String(dayOfYear).padStart(3, '0')}${String(ist.getUTCHours()).padStart(2, '0')}${serial}`;
}

export type PlannedPayout = Pick<
  SandboxPayoutRow,
  'processingAt' | 'settlesAt' | 'outcome' | 'utr' | 'reasonCode' | 'reversedAt'
>;

/** What the bank will do with a payout created at `createdAt`, by its IFSC and account number. */
export function planPayout(input: {
  mode: PayoutMode;
  ifsc: string;
  accountNumberLast4: string;
  createdAt: Date;
}): PlannedPayout {
  const timings = sandboxPayoutTimings;
  const processingAt = later(input.createdAt, timings.processingAfterMs);
  if (sandboxDownBanks.includes(input.ifsc.slice(0, 4)))
    return {
      processingAt: null,
      settlesAt: processingAt,
      outcome: 'failed',
      utr: null,
      reasonCode: 'BANK_DOWN',
      reversedAt: null,
    };
  const failure = failures[input.accountNumberLast4];
  if (failure)
    return {
      processingAt,
      settlesAt: later(input.createdAt, timings.impsSettlesAfterMs),
      outcome: 'failed',
      utr: null,
      reasonCode: failure,
      reversedAt: null,
    };
  const usual =
    input.mode === 'IMPS'
      ? later(input.createdAt, timings.impsSettlesAfterMs)
      : later(nextNeftBatch(processingAt), timings.neftSettlesAfterBatchMs);
  const settlesAt =
    input.accountNumberLast4 === sandboxPayoutEndings.bankTimeout
      ? later(usual, timings.bankTimeoutMs)
      : usual;
  const returned = input.accountNumberLast4 === sandboxPayoutEndings.returned;
  return {
    processingAt,
    settlesAt,
    outcome: 'processed',
    utr: newUtr(settlesAt),
    reasonCode: returned ? 'BENEFICIARY_BANK_RETURN' : null,
    reversedAt: returned ? later(settlesAt, timings.returnedAfterMs) : null,
  };
}

/** Where the payout stands at `now`: the status API's answer. */
export function statusAt(row: SandboxPayoutRow, now: Date): PayoutStatus {
  const payout = { payoutId: row.id, reference: row.reference, amount: row.amount };
  const reasonCode = row.reasonCode ?? 'UNKNOWN';
  if (row.reversedAt && row.reversedAt <= now && row.utr)
    return { ...payout, status: 'reversed', utr: row.utr, reasonCode, reasonText: reasonText(reasonCode) };
  if (row.settlesAt <= now) {
    if (row.outcome === 'processed' && row.utr)
      return { ...payout, status: 'processed', utr: row.utr, processedAt: row.settlesAt };
    return { ...payout, status: 'failed', reasonCode, reasonText: reasonText(reasonCode) };
  }
  if (row.processingAt && row.processingAt <= now) return { ...payout, status: 'processing' };
  return { ...payout, status: 'queued' };
}
