import { AppError } from '../../lib/app-error.ts';
import type { DailyReport, DailyReportAnswer } from '../daily-report.ts';
import { failAsUnconfigured } from '../unconfigured-provider.ts';

/**
 * The payment gateway a borrower pays through (an EMI, an overdue amount, a foreclosure), as
 * Razorpay Payment Links meet the lender (reference/lending-rules.md §6):
 *
 * - `createPaymentLink` makes a link to the gateway's hosted page for one amount; the same
 *   reference again answers the same link.
 * - The borrower pays there; the browser comes back to `callbackUrl` with a signed query
 *   (`verifyCallback`).
 * - Results also arrive as signed webhooks (`parseWebhook`), possibly before the browser, twice or
 *   out of order; `fetchPaymentLink` is the status API for a payment whose webhook never came.
 * - `fetchSettlementReport` is the settlement of a day's captures, paid to the lender the next
 *   day (T+1) less the gateway's fee and the GST on it (Razorpay's settlement recon report).
 *
 * A real gateway is a new file beside sandbox.ts.
 */
export type PaymentLinkRequest = {
  /** Our idempotency key and the link's reference_id: the payment id. */
  reference: string;
  /** Paise, at least 100. */
  amount: number;
  description: string;
  customer: { name: string; mobile: string; email: string | null };
  /** Where the hosted page sends the borrower after a payment, with the signed query added. */
  callbackUrl: string;
  /** The link stops taking payments then. */
  expireBy: Date;
};

export type CreatedPaymentLink = { linkId: string; shortUrl: string };

export const paymentLinkStatuses = ['created', 'paid', 'expired', 'cancelled'] as const;
export type PaymentLinkState = (typeof paymentLinkStatuses)[number];

export type PaymentMethod = 'upi' | 'card' | 'netbanking';

/** One payment attempt on a link, as the gateway answers it now. */
export type PaymentAttempt = {
  paymentId: string;
  method: PaymentMethod;
  status: 'created' | 'authorized' | 'captured' | 'failed';
  /** Paise. */
  amount: number;
  /** Why the attempt failed, as the gateway words it. */
  errorReason: string | null;
  capturedAt: Date | null;
};

export type PaymentLinkStatus = {
  linkId: string;
  reference: string;
  /** Paise. */
  amount: number;
  status: PaymentLinkState;
  /** Every attempt, oldest first: failed ones stay listed. */
  payments: PaymentAttempt[];
};

/** The browser's return, verified. */
export type PaymentCallback = {
  linkId: string;
  reference: string;
  status: PaymentLinkState;
  paymentId: string;
};

export const paymentWebhookTypes = [
  'payment.captured',
  'payment.failed',
  'payment_link.paid',
  'payment_link.expired',
] as const;
export type PaymentWebhookType = (typeof paymentWebhookTypes)[number];

/** One webhook delivery, verified. `eventId` is unique per event; a redelivery repeats it. */
export type PaymentWebhookEvent = {
  eventId: string;
  occurredAt: Date;
  linkId: string;
  reference: string;
} & (
  | { type: 'payment.captured' | 'payment.failed' | 'payment_link.paid'; payment: PaymentAttempt }
  | { type: 'payment_link.expired' }
);

/** One captured payment in a settlement, in paise: `amount` less `fee` and `gst` is `net`. */
export type GatewaySettlementLine = {
  /** The gateway's payment id. */
  paymentId: string;
  /** The link's reference_id: our payment id. */
  reference: string;
  /** Gross: what the payer paid. */
  amount: number;
  /** The gateway's fee for the payment. */
  fee: number;
  /** GST charged on the fee. */
  gst: number;
  net: number;
};

/** The settlement of one day's captures: `total` is what was paid in, under `utr`. */
export type GatewaySettlement = DailyReport<GatewaySettlementLine>;

export type PaymentGateway = {
  readonly name: string;
  /**
   * Creates the link (or finds the one created under this reference). Throws AppError CONFLICT
   * when the reference was used with another request, VALIDATION_FAILED for a malformed one.
   */
  createPaymentLink(request: PaymentLinkRequest): Promise<CreatedPaymentLink>;
  /** Throws AppError NOT_FOUND for a link the gateway does not know. */
  fetchPaymentLink(linkId: string): Promise<PaymentLinkStatus>;
  /** Stops a link taking payments; CONFLICT once it is paid (or being paid) or expired. */
  cancelPaymentLink(linkId: string): Promise<void>;
  /**
   * The browser's return query, when its signature (HMAC-SHA256 of
   * `link_id|reference_id|status|payment_id` under the key secret) is the gateway's. Throws
   * AppError FORBIDDEN for a forged, altered or incomplete query.
   */
  verifyCallback(query: Record<string, string>): PaymentCallback;
  /** The settlement of the payments captured on `businessDate` (YYYY-MM-DD, India), once made. */
  fetchSettlementReport(businessDate: string): Promise<DailyReportAnswer<GatewaySettlement>>;
  /**
   * The delivery's event when its signature (HMAC-SHA256 over the raw body, hex) is the
   * gateway's; null when it is not, or the body is not an event.
   */
  parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentWebhookEvent | null;
};

const unavailable = failAsUnconfigured('payment gateway');

/** Production until a payment gateway is configured: every call fails as an outage. */
export const unconfiguredPaymentGateway: PaymentGateway = {
  name: 'unconfigured',
  createPaymentLink: unavailable,
  fetchPaymentLink: unavailable,
  cancelPaymentLink: unavailable,
  fetchSettlementReport: unavailable,
  verifyCallback: () => {
    throw new AppError('PROVIDER_UNAVAILABLE', 'no payment gateway is configured');
  },
  parseWebhook: () => null,
};

/** Where a payment gateway delivers its webhooks on this server. */
export const paymentGatewayWebhookPath = '/api/webhooks/payment-gateway';

/** Sends one delivery to `paymentGatewayWebhookPath` and answers the HTTP status it got. */
export type PaymentWebhookSend = (rawBody: string, headers: Record<string, string>) => Promise<number>;

/**
 * The sandbox gateway, with its side the app drives: deliveries fall due by the sandbox clock,
 * and `deliverDueWebhooks` sends those due now (main.ts every second; tests call it themselves).
 * A delivery answered with anything but 2xx is tried again later, as a real gateway does.
 */
export type SandboxPaymentGateway = PaymentGateway & {
  /** Records the links that expired, then sends the deliveries due now; answers how many were sent. */
  deliverDueWebhooks(send: PaymentWebhookSend): Promise<number>;
};
