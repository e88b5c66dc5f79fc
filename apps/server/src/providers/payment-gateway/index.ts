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
 * - `refundPayment` gives a captured payment back to the payer, in part or in full, once under
 *   the caller's key; the refund is processed (or fails) later, reported by webhook as well
 *   (`fetchRefund`, `findRefund` for a create whose answer was lost).
 * - `fetchSettlementReport` is the settlement of a day's captures, paid to the lender the next
 *   day (T+1) less the gateway's fee and the GST on it, and less the refunds processed that day
 *   (Razorpay's settlement recon report).
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

/** A refund of a captured payment (Razorpay's refund, speed normal), in paise. */
export type RefundRequest = {
  /** Ours, 1-40 letters, digits, `_`, `-` (Razorpay's X-Refund-Idempotency, and the receipt). */
  idempotencyKey: string;
  /** The gateway's payment id, `pay_…`. */
  paymentId: string;
  /** Paise: at most what remains refundable of the payment. */
  amount: number;
  notes?: string;
};

export const refundStates = ['pending', 'processed', 'failed'] as const;
export type RefundState = (typeof refundStates)[number];

/** A refund as the gateway answers it now. */
export type RefundStatus = {
  /** The gateway's refund id, `rfnd_…`. */
  refundId: string;
  paymentId: string;
  idempotencyKey: string;
  /** Paise. */
  amount: number;
  status: RefundState;
  /** When it was processed (to the second), once it is. */
  processedAt: Date | null;
  /** Why it failed, as the gateway words it, once it has. */
  failureReason: string | null;
};

export const refundWebhookTypes = ['refund.processed', 'refund.failed'] as const;
export type RefundWebhookType = (typeof refundWebhookTypes)[number];

export const paymentWebhookTypes = [
  'payment.captured',
  'payment.failed',
  'payment_link.paid',
  'payment_link.expired',
  ...refundWebhookTypes,
] as const;
export type PaymentWebhookType = (typeof paymentWebhookTypes)[number];

/**
 * One webhook delivery, verified. `eventId` is unique per event; a redelivery repeats it. A
 * refund's event names the link its payment was made on, so its receiver finds its order.
 */
export type PaymentWebhookEvent = {
  eventId: string;
  occurredAt: Date;
  linkId: string;
  reference: string;
} & (
  | { type: 'payment.captured' | 'payment.failed' | 'payment_link.paid'; payment: PaymentAttempt }
  | { type: 'payment_link.expired' }
  | { type: RefundWebhookType; refund: RefundStatus }
);

export type RefundWebhookEvent = Extract<PaymentWebhookEvent, { refund: RefundStatus }>;

/** Whether the event is about a refund rather than a payment or its link. */
export const isRefundEvent = (event: PaymentWebhookEvent): event is RefundWebhookEvent => 'refund' in event;

/**
 * One line of a settlement, in paise: `amount` less `fee` and `gst` is `net`. A captured payment
 * adds its line; a refund processed that day takes its amount away (a negative amount and net, no
 * fee).
 */
export type GatewaySettlementLine =
  | {
      type: 'payment';
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
    }
  | {
      type: 'refund';
      /** The gateway's refund id, `rfnd_…`. */
      refundId: string;
      /** The refunded payment's id. */
      paymentId: string;
      /** The refund's idempotency key. */
      reference: string;
      /** Minus what was refunded. */
      amount: number;
      fee: 0;
      gst: 0;
      /** The same as `amount`. */
      net: number;
    };

/**
 * The settlement of one day's captures and refunds: `total` is what was paid in, under `utr` (below
 * zero when the day's refunds took more than its captures brought).
 */
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
  /**
   * Refunds a captured payment, in part or in full: the refund is `pending`, then `processed` or
   * `failed`. The same key and request again answer the same refund; another request under the
   * key is refused (CONFLICT). VALIDATION_FAILED for a malformed request, an amount beyond what
   * remains refundable (the captured amount less the refunds not failed), or a payment not
   * captured; NOT_FOUND for a payment the gateway does not know.
   */
  refundPayment(request: RefundRequest): Promise<RefundStatus>;
  /** Throws AppError NOT_FOUND for a refund the gateway does not know. */
  fetchRefund(refundId: string): Promise<RefundStatus>;
  /** The refund made under this key, if one was: a create whose answer was lost. */
  findRefund(idempotencyKey: string): Promise<RefundStatus | null>;
  /**
   * The settlement of the payments captured and the refunds processed on `businessDate`
   * (YYYY-MM-DD, India), once made.
   */
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
  refundPayment: unavailable,
  fetchRefund: unavailable,
  findRefund: unavailable,
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
