import type { BankMandateSupport, MandateFrequency } from '@kredo/domain/repayment-modes';

import type { DailyReport, DailyReportAnswer } from '../daily-report.ts';
import { failAsUnconfigured } from '../unconfigured-provider.ts';

/**
 * The NACH mandate service as the lender's corporate side meets it (NPCI's API e-mandate through
 * a sponsor bank or an aggregator such as LotusPay; reference/lending-rules.md §3):
 *
 * - `bankSupport` reads NPCI's live bank list: whether the borrower's bank takes API e-mandates now.
 * - `createEMandate` registers the mandate's details and answers the page the borrower authorises
 *   it on at their bank; the same reference again answers the same mandate and link.
 * - `submitPaperMandate` sends a signed paper form, accepted by operations, to the sponsor bank.
 * - `createDebit` presents an instalment through an active mandate on a charge date (NACH debit,
 *   §3.3); `cancelDebit` takes it back before the cut-off.
 * - Results arrive later as signed webhooks (`parseWebhook`), possibly late, twice or out of
 *   order; `fetchMandate` and `fetchDebit` are the status API for a webhook that never came.
 * - `fetchSettlementReport` is the sponsor bank's settlement of a day's confirmed debits, credited
 *   to the lender that day (the ACH credit report).
 *
 * A real service is a new file beside sandbox.ts.
 */
export type MandateDetails = {
  /** Our idempotency key and the consumer reference on the mandate (Reference 1): the mandate id. */
  reference: string;
  /** The corporate (lender) name the mandate authorises. */
  corporateName: string;
  /** NPCI utility code of the lender at its sponsor bank (18 characters). */
  utilityCode: string;
  accountHolderName: string;
  accountNumber: string;
  ifsc: string;
  accountType: 'SAVINGS' | 'CURRENT';
  /** Paise; the debit type is always 'maximum amount'. */
  maxAmount: number;
  frequency: MandateFrequency;
  /** NPCI category; L001 for a loan instalment. */
  category: string;
  /** YYYY-MM-DD. */
  validFrom: string;
  validUntil: string;
  mobile: string;
  email: string | null;
};

export type EMandateRequest = MandateDetails & {
  /** Where the provider's pages send the borrower back to, with `status` and `mandate_id` added. */
  returnUrl: string;
};

export type CreatedEMandate = {
  providerMandateId: string;
  /** The page the borrower authorises the mandate on; works while the mandate is pending. */
  authLink: string;
  /** Who serves the page (spec 001 §3 nach.vendor). */
  vendor: string;
};

/** Where a mandate stands at the provider: NPCI's truth, as its status API answers it. */
export type ProviderMandateStatus =
  | { status: 'pending' }
  | { status: 'submitted' }
  | { status: 'authorized' }
  | { status: 'active'; umrn: string }
  | { status: 'rejected'; reasonCode: string; reasonText: string }
  | { status: 'withdrawn' };

/** One webhook delivery about a mandate, verified. `eventId` is unique per event; a redelivery repeats it. */
export type MandateWebhookEvent = {
  kind: 'mandate';
  eventId: string;
  providerMandateId: string;
  reference: string;
  occurredAt: Date;
} & ProviderMandateStatus;

export type DebitRequest = {
  /** Our idempotency key, e.g. loan, instalment and attempt. */
  reference: string;
  providerMandateId: string;
  /** Paise; at most the mandate's maximum amount. */
  amount: number;
  /** YYYY-MM-DD; rolled to a working day (see `chargeDate` of `CreatedDebit`). */
  chargeDate: string;
  description: string;
};

export type CreatedDebit = {
  debitId: string;
  /** The working day it is presented on: the date asked for, rolled. */
  chargeDate: string;
};

/**
 * Where a debit stands (LotusPay's ach_debit): pending until submitted to NPCI's clearing on the
 * morning of the charge date, then confirmed, or extended by the destination bank (until the
 * working day its answer comes on), or returned with NPCI's return code; rejected when NPCI
 * refuses the input (code 21: unknown UMRN or inactive mandate); cancelled before the cut-off.
 */
export type DebitStatus = { debitId: string; reference: string; amount: number; chargeDate: string } & (
  | { status: 'pending' }
  | { status: 'submitted' }
  | { status: 'confirmed'; settledAt: Date }
  | { status: 'extended'; until: string }
  | { status: 'returned'; reasonCode: string; reasonText: string }
  | { status: 'rejected'; reasonCode: string; reasonText: string }
  | { status: 'cancelled' }
);

/** One webhook delivery about a debit, verified: each status but 'pending' and 'cancelled' is reported. */
export type DebitWebhookEvent = {
  kind: 'debit';
  eventId: string;
  providerMandateId: string;
  occurredAt: Date;
} & Exclude<DebitStatus, { status: 'pending' } | { status: 'cancelled' }>;

/** One confirmed debit in a NACH settlement, in paise. */
export type NachSettlementLine = {
  debitId: string;
  /** Our debit reference (the idempotency key it was created under). */
  reference: string;
  amount: number;
};

/** The settlement of the debits confirmed on one day: `total` is what the lender was credited. */
export type NachSettlement = DailyReport<NachSettlementLine>;

/** What a webhook delivery of the mandate service reports: a mandate's change or a debit's. */
export type MandateServiceEvent = MandateWebhookEvent | DebitWebhookEvent;

export type MandateProvider = {
  readonly name: string;
  /** Whether and how the bank of this IFSC takes API e-mandates now (NPCI's live bank list). */
  bankSupport(ifsc: string): Promise<BankMandateSupport>;
  /**
   * Creates the e-mandate (or finds the one created under this reference). Throws AppError
   * CONFLICT when the reference was used with other details, VALIDATION_FAILED for a malformed
   * request, and ENACH_NOT_ELIGIBLE when the bank takes no e-mandates now.
   */
  createEMandate(request: EMandateRequest): Promise<CreatedEMandate>;
  /** Sends an accepted paper form to the sponsor bank; its registration is reported by webhook. */
  submitPaperMandate(request: MandateDetails): Promise<{ providerMandateId: string }>;
  fetchMandate(providerMandateId: string): Promise<ProviderMandateStatus>;
  /** Withdraws a mandate the borrower has not authorised yet; its link stops working. */
  withdrawMandate(providerMandateId: string): Promise<void>;
  /**
   * Presents a debit through the mandate (or finds the one made under this reference with the same
   * request). Throws VALIDATION_FAILED for an amount above the mandate's maximum, a charge date in
   * the past, already submitted or more than a year ahead; CONFLICT when the reference was used
   * with another request or the mandate already has a debit on that charge date; NOT_FOUND for
   * an unknown mandate. A mandate not active at submission is accepted: the debit ends rejected (21).
   */
  createDebit(request: DebitRequest): Promise<CreatedDebit>;
  fetchDebit(debitId: string): Promise<DebitStatus>;
  /** Cancels a pending debit before its cut-off (18:00 India time the working day before); else CONFLICT. */
  cancelDebit(debitId: string): Promise<void>;
  /** The settlement of the debits confirmed on `businessDate` (YYYY-MM-DD, India), once made. */
  fetchSettlementReport(businessDate: string): Promise<DailyReportAnswer<NachSettlement>>;
  /**
   * The delivery's event when its signature (HMAC-SHA256 over the raw body) is the provider's;
   * null when it is not, or the body is not an event.
   */
  parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): MandateServiceEvent | null;
};

const unavailable = failAsUnconfigured('NACH mandate service');

/** Production until a mandate service is configured: every call fails as an outage. */
export const unconfiguredMandateProvider: MandateProvider = {
  name: 'unconfigured',
  bankSupport: unavailable,
  createEMandate: unavailable,
  submitPaperMandate: unavailable,
  fetchMandate: unavailable,
  withdrawMandate: unavailable,
  createDebit: unavailable,
  fetchDebit: unavailable,
  cancelDebit: unavailable,
  fetchSettlementReport: unavailable,
  parseWebhook: () => null,
};

/** Where a mandate service delivers its webhooks on this server. */
export const mandateWebhookPath = '/api/webhooks/nach-mandate';

/** Sends one delivery to `mandateWebhookPath` and answers the HTTP status it got. */
export type WebhookSend = (rawBody: string, headers: Record<string, string>) => Promise<number>;

/**
 * The sandbox service, with its side the app drives: deliveries fall due by the sandbox clock,
 * and `deliverDueWebhooks` sends those due now (main.ts every second; tests call it themselves).
 * A delivery answered with anything but 2xx is tried again later, as a real service does.
 */
export type SandboxMandateProvider = MandateProvider & {
  /** Presents the debits whose submission has come, then sends the deliveries due now; answers how many were sent. */
  deliverDueWebhooks(send: WebhookSend): Promise<number>;
};
