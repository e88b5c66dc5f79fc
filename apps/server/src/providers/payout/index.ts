import { AppError } from '../../lib/app-error.ts';
import type { DailyReport, DailyReportAnswer } from '../daily-report.ts';
import { failAsUnconfigured } from '../unconfigured-provider.ts';

/**
 * The payout service the lender's bank pays a loan out through, to the borrower's account by IMPS
 * or NEFT (RazorpayX payouts; reference/lending-rules.md §6):
 *
 * - `createPayout` sends money under the caller's idempotency key (X-Payout-Idempotency): the
 *   same key and body again answer the same payout; never retry with a fresh key while the first
 *   may still be processing, or the borrower is paid twice.
 * - Results arrive later as signed webhooks (`parseWebhook`), possibly twice; `fetchPayout` and
 *   `findPayout` are the status API for a webhook that never came, or a create whose answer a
 *   crash lost.
 * - `fetchPayoutReport` is the bank's statement of a day's payouts (RazorpayX's account
 *   statement, payouts only).
 *
 * A real service is a new file beside sandbox.ts.
 */
export type PayoutMode = 'IMPS' | 'NEFT';

export type PayoutRequest = {
  /** X-Payout-Idempotency: 4-36 letters, digits, spaces, `_` or `-` (e.g. the disbursal id). */
  idempotencyKey: string;
  /** Paise, above 0; IMPS takes at most Rs 5,00,000. */
  amount: number;
  mode: PayoutMode;
  beneficiary: { name: string; accountNumber: string; ifsc: string };
  /** On the borrower's statement: at most 30 letters, digits or spaces. */
  narration: string;
  /** Our reference (reference_id), e.g. the disbursal id: at most 40 characters. */
  reference: string;
};

/** Where a payout stands at the provider, as its status API answers it now. */
export type PayoutStatus = { payoutId: string; reference: string; /** Paise. */ amount: number } & (
  | { status: 'queued' }
  | { status: 'processing' }
  | { status: 'processed'; utr: string; processedAt: Date }
  | { status: 'failed'; reasonCode: string; reasonText: string }
  | { status: 'reversed'; utr: string; reasonCode: string; reasonText: string }
);

export type PayoutState = PayoutStatus['status'];

export const payoutWebhookTypes = [
  'payout.processing',
  'payout.processed',
  'payout.failed',
  'payout.reversed',
] as const;
export type PayoutWebhookType = (typeof payoutWebhookTypes)[number];

/**
 * One webhook delivery, verified. `eventId` is unique per event; a redelivery repeats it.
 * `payout` is where the payout stood when the event happened (the status API's shape).
 */
export type PayoutWebhookEvent = {
  eventId: string;
  type: PayoutWebhookType;
  occurredAt: Date;
  payout: PayoutStatus;
};

/** One payout the bank paid on the day, in paise, with its own UTR. */
export type PayoutReportLine = {
  payoutId: string;
  /** Our reference (reference_id), e.g. the disbursal id. */
  reference: string;
  utr: string;
  amount: number;
};

/** The payouts paid on one day: `total` is what the bank account was debited for them in all. */
export type PayoutReport = DailyReport<PayoutReportLine>;

export type PayoutProvider = {
  readonly name: string;
  /**
   * Sends a payout (or finds the one sent under this key). Throws AppError CONFLICT when the key
   * was used with another body, VALIDATION_FAILED for a malformed request, an amount over the
   * mode's limit, or a beneficiary account past its daily limit.
   */
  createPayout(request: PayoutRequest): Promise<{ payoutId: string; status: PayoutState }>;
  /** Throws AppError NOT_FOUND for a payout the service does not know. */
  fetchPayout(payoutId: string): Promise<PayoutStatus>;
  /** The payout sent under this idempotency key; null when none was. */
  findPayout(idempotencyKey: string): Promise<PayoutStatus | null>;
  /** The payouts processed on `businessDate` (YYYY-MM-DD, India), once the bank's statement is made. */
  fetchPayoutReport(businessDate: string): Promise<DailyReportAnswer<PayoutReport>>;
  /**
   * The delivery's event, when its signature (hex HMAC-SHA256 over the raw body) is the
   * provider's. Throws AppError FORBIDDEN for a missing or wrong signature, VALIDATION_FAILED for
   * a signed body that is no payout event, SERVICE_UNAVAILABLE when it cannot check now (the
   * sender tries again).
   */
  parseWebhook(
    rawBody: Buffer | string,
    headers: Record<string, string | string[] | undefined>,
  ): PayoutWebhookEvent;
};

const unavailable = failAsUnconfigured('payout service');

/** Production until a payout service is configured: every call fails as an outage. */
export const unconfiguredPayoutProvider: PayoutProvider = {
  name: 'unconfigured',
  createPayout: unavailable,
  fetchPayout: unavailable,
  findPayout: unavailable,
  fetchPayoutReport: unavailable,
  parseWebhook: () => {
    throw new AppError('PROVIDER_UNAVAILABLE', 'no payout service is configured');
  },
};

/** Where a payout service delivers its webhooks on this server. */
export const payoutWebhookPath = '/api/webhooks/payout';

/** Sends one delivery to `payoutWebhookPath` and answers the HTTP status it got. */
export type PayoutWebhookSend = (rawBody: string, headers: Record<string, string>) => Promise<number>;

/**
 * The sandbox service, with its side the app drives: deliveries fall due by the sandbox clock,
 * and `deliverDueWebhooks` sends those due now (main.ts every second; tests call it themselves).
 * A delivery answered with anything but 2xx is tried again later, as a real service does.
 */
export type SandboxPayoutProvider = PayoutProvider & {
  /** Sends the deliveries due now; answers how many were sent. */
  deliverDueWebhooks(send: PayoutWebhookSend): Promise<number>;
};
