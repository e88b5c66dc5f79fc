import * as z from 'zod/mini';

import { apiBases } from './api-bases.ts';
import { coverTypeSchema, insuranceRefundStatuses } from './insurance.ts';
import { text } from './text.ts';

/**
 * Operations' insurance (the console's Insurance page): orders by state, an order's issuance with
 * the insurer's latest answer, 'Ask the insurer now', a cancellation within the free look period
 * on the customer's request, and 'Retry refund' for a refund the gateway declined. Viewing needs
 * `viewLedger`; acting needs `manageInsurance`, and every action is audited. Amounts are paise.
 */
const base = `${apiBases.backOffice}/insurance`;
export const backOfficeInsurancePaths = {
  orders: `${base}/orders`,
  order: `${base}/orders/:orderId`,
  refreshOrder: `${base}/orders/:orderId/refresh`,
  cancelOrder: `${base}/orders/:orderId/cancel`,
  /** A declined refund asked of the gateway again, as a new refund under a new key. */
  retryRefund: `${base}/orders/:orderId/retry-refund`,
} as const;

/**
 * The order's own states (docs/lifecycle.md). CREATED: awaiting payment; PAID: premium captured,
 * proposal not yet accepted by the insurer; PROPOSED: accepted, awaiting issuance; ISSUED;
 * REFUSED: the insurer refused the proposal or failed to issue (refunded); EXPIRED: not paid in
 * time (a late payment is refunded); CANCELLED: cancelled in the free look period (refunded).
 */
export const insuranceOrderStates = [
  'CREATED',
  'PAID',
  'PROPOSED',
  'ISSUED',
  'REFUSED',
  'EXPIRED',
  'CANCELLED',
] as const;
export type InsuranceOrderState = (typeof insuranceOrderStates)[number];

export const insuranceOrdersQuerySchema = z.object({
  /** One state, or AWAITING_INSURER: paid or proposed orders the insurer has not yet issued. */
  status: z.optional(z.enum([...insuranceOrderStates, 'AWAITING_INSURER'])),
});

/** Paise: whole and never negative. */
const paise = z.number().check(z.int(), z.nonnegative());
const instant = z.nullable(z.iso.datetime());

export const insuranceOrderRowSchema = z.object({
  orderId: z.string(),
  state: z.enum(insuranceOrderStates),
  customerName: z.string(),
  /** Masked to its last four digits. */
  mobile: z.string(),
  productId: z.string(),
  productName: z.string(),
  coverType: coverTypeSchema,
  insurerName: z.string(),
  price: paise,
  tax: paise,
  createdAt: z.iso.datetime(),
  payBy: z.iso.datetime(),
  paidAt: instant,
  proposedAt: instant,
  issuedAt: instant,
  cancelledAt: instant,
  policyNumber: z.nullable(z.string()),
  /** The insurer's reference of the proposal. */
  proposalId: z.nullable(z.string()),
  /** When the insurer was last asked about it. */
  insurerCheckedAt: instant,
  freeLookEndsAt: instant,
  failureReason: z.nullable(z.string()),
  /** The order's latest refund (a declined one tried again is followed by a new one). */
  refund: z.nullable(
    z.object({
      refundId: z.string(),
      status: z.enum(insuranceRefundStatuses),
      amount: paise,
      reason: z.enum(['REFUSED', 'LATE_PAYMENT', 'FREE_LOOK']),
    }),
  ),
});
export type InsuranceOrderRow = z.output<typeof insuranceOrderRowSchema>;
export const insuranceOrderListSchema = z.object({
  orders: z.array(insuranceOrderRowSchema),
  truncated: z.boolean(),
});

export const insuranceOrderParamsSchema = z.object({ orderId: z.uuid() });

/** One order with its issuance: the insurer's latest answer and the order's audited events. */
export const insuranceOrderDetailSchema = z.object({
  order: insuranceOrderRowSchema,
  issuance: z.object({
    /** The insurer's status of the proposal: PENDING, ISSUED, FAILED, or null before proposing. */
    insurerStatus: z.nullable(z.enum(['PENDING', 'ISSUED', 'FAILED', 'NOT_FOUND'])),
    insurerMessage: z.nullable(z.string()),
    checkedAt: instant,
  }),
  events: z.array(
    z.object({
      at: z.iso.datetime(),
      action: z.string(),
      actor: z.nullable(z.string()),
      note: z.nullable(z.string()),
    }),
  ),
});
export type InsuranceOrderDetail = z.output<typeof insuranceOrderDetailSchema>;

export const cancelInsuranceOrderBodySchema = z.object({
  /** How and when the customer asked (e-mail, call), kept in the audit log. */
  note: text().check(
    z.trim(),
    z.minLength(5, { error: 'Say in a few words how the customer asked (5 characters or more)' }),
    z.maxLength(500, { error: 'Keep the note to 500 characters' }),
  ),
});
