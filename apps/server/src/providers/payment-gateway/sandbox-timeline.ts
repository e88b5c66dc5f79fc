import type { PaymentAttempt, PaymentLinkState, RefundState } from './index.ts';
import type { SandboxPgLinkRow, SandboxPgPaymentRow, SandboxPgRefundRow } from './sandbox.schema.ts';

/** The Unix-seconds precision the gateway's API answers times in. */
export const toSecond = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

/** How long a UPI collect the payer approves later takes (docs/providers.md). */
export const sandboxPaymentTimings = {
  /** `pending@upi`: authorised at once, captured this much later. */
  pendingCaptureAfterMs: 2 * 60_000,
} as const;

/** The hosted page's test values (docs/providers.md). */
export const sandboxCheckoutMagic = {
  successVpa: 'success@upi',
  failureVpa: 'failure@upi',
  pendingVpa: 'pending@upi',
  successCard: '4111111111111111',
  declinedCard: '4000000000000002',
  /** The net banking bank that fails every payment. */
  failingBank: 'FAIL',
} as const;

/** The gateway's words for a failed attempt. */
export const sandboxErrorReasons = {
  upiDeclined: "Payment declined by the payer's bank",
  cardDeclined: 'Card declined',
  bankFailed: 'The bank could not process the payment',
} as const;

/** What the payer entered on the hosted page, checked for shape. */
export type Instrument =
  | { method: 'upi'; vpa: string }
  /** Card: the 16 digits, kept only long enough to pick the outcome. */
  | { method: 'card'; cardNumber: string }
  | { method: 'netbanking'; bank: string };

export type PlannedAttempt = Pick<
  SandboxPgPaymentRow,
  'authorizedAt' | 'capturedAt' | 'failedAt' | 'errorReason'
>;

const failed = (at: Date, errorReason: string): PlannedAttempt => ({
  authorizedAt: null,
  capturedAt: null,
  failedAt: at,
  errorReason,
});

const captured = (at: Date, capturedAt = at): PlannedAttempt => ({
  authorizedAt: at,
  capturedAt,
  failedAt: null,
  errorReason: null,
});

/** The gateway's answer to an attempt made at `now`, by the magic values. */
export function planAttempt(instrument: Instrument, now: Date): PlannedAttempt {
  switch (instrument.method) {
    case 'upi':
      if (instrument.vpa === sandboxCheckoutMagic.failureVpa)
        return failed(now, sandboxErrorReasons.upiDeclined);
      if (instrument.vpa === sandboxCheckoutMagic.pendingVpa)
        return captured(now, new Date(now.getTime() + sandboxPaymentTimings.pendingCaptureAfterMs));
      return captured(now);
    case 'card':
      return instrument.cardNumber === sandboxCheckoutMagic.declinedCard
        ? failed(now, sandboxErrorReasons.cardDeclined)
        : captured(now);
    case 'netbanking':
      return instrument.bank === sandboxCheckoutMagic.failingBank
        ? failed(now, sandboxErrorReasons.bankFailed)
        : captured(now);
  }
}

export function paymentStatusAt(row: SandboxPgPaymentRow, now: Date): PaymentAttempt['status'] {
  if (row.failedAt && row.failedAt <= now) return 'failed';
  if (row.capturedAt && row.capturedAt <= now) return 'captured';
  if (row.authorizedAt && row.authorizedAt <= now) return 'authorized';
  return 'created';
}

/**
 * Where the link stands at `now`. A link with an accepted payment is `created` until that payment
 * is captured, then `paid`, even past its expiry: the payer acted in time.
 */
export function linkStatusAt(row: SandboxPgLinkRow, now: Date): PaymentLinkState {
  if (row.paidAt) return row.paidAt <= now ? 'paid' : 'created';
  if (row.cancelledAt && row.cancelledAt <= now) return 'cancelled';
  if (row.expireBy <= now) return 'expired';
  return 'created';
}

/** Whether the link takes a payment at `now`: not paid (or being paid), cancelled or expired. */
export const isPayableAt = (row: SandboxPgLinkRow, now: Date) =>
  row.paidAt === null && row.cancelledAt === null && now < row.expireBy;

/** How long a refund takes (docs/providers.md): Razorpay's normal speed takes days; kept short here. */
export const sandboxRefundTimings = {
  /** A refund is processed this long after it is made. */
  processedAfterMs: 5 * 60_000,
  /** ... or, for a payment made with `refundfail@upi`, fails this long after. */
  failedAfterMs: 2 * 60_000,
} as const;

/** The payment's UPI ID whose refunds all fail (docs/providers.md); it is captured as any other. */
export const sandboxRefundMagic = { failingVpa: 'refundfail@upi' } as const;

export const sandboxRefundFailure = "Refund declined by the payer's bank";

export type PlannedRefund = Pick<SandboxPgRefundRow, 'processedAt' | 'failedAt' | 'failureReason'>;

/** The gateway's answer to a refund of `payment` made at `now`, by the magic value. */
export function planRefund(payment: Pick<SandboxPgPaymentRow, 'vpa'>, now: Date): PlannedRefund {
  if (payment.vpa === sandboxRefundMagic.failingVpa)
    return {
      processedAt: null,
      failedAt: new Date(now.getTime() + sandboxRefundTimings.failedAfterMs),
      failureReason: sandboxRefundFailure,
    };
  return {
    processedAt: new Date(now.getTime() + sandboxRefundTimings.processedAfterMs),
    failedAt: null,
    failureReason: null,
  };
}

export function refundStatusAt(row: SandboxPgRefundRow, now: Date): RefundState {
  if (row.failedAt && row.failedAt <= now) return 'failed';
  if (row.processedAt && row.processedAt <= now) return 'processed';
  return 'pending';
}
