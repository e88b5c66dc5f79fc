import * as z from 'zod/mini';

import { apiBases } from './api-bases.ts';
import { goldTxnTypes } from './gold.ts';
import { text } from './text.ts';

/**
 * Operations' digital gold (the console's Gold page): orders by state (failed confirms still
 * awaiting the vendor's status among them), refunds and sale payouts, the nightly
 * reconciliation's breaks with their resolution (audited, lifting the customer's hold), and a
 * reconciliation run on demand. Amounts are paise, gold in 0.1 mg units.
 */
const base = `${apiBases.backOffice}/gold`;
export const backOfficeGoldPaths = {
  orders: `${base}/orders`,
  refreshOrder: `${base}/orders/:orderId/refresh`,
  payouts: `${base}/payouts`,
  breaks: `${base}/breaks`,
  resolveBreak: `${base}/breaks/:breakId/resolve`,
  reconcile: `${base}/reconcile`,
} as const;

export const goldOrderStates = ['VERIFIED', 'PAID', 'CONFIRMING', 'SUCCESS', 'FAILED', 'EXPIRED'] as const;

export const goldOrdersQuerySchema = z.object({
  /** One state, or AWAITING_VENDOR: paid or confirming orders the vendor has not settled. */
  status: z.optional(z.enum([...goldOrderStates, 'AWAITING_VENDOR'])),
  kind: z.optional(z.enum(goldTxnTypes)),
});

const paise = z.number();
const instant = z.nullable(z.iso.datetime());

export const goldOrderRowSchema = z.object({
  orderId: z.string(),
  kind: z.enum(goldTxnTypes),
  status: z.enum(goldOrderStates),
  customerName: z.string(),
  vendorUserId: z.string(),
  vendorTxId: z.string(),
  gold: z.number(),
  amount: paise,
  tax: paise,
  createdAt: z.iso.datetime(),
  payBy: z.iso.datetime(),
  paidAt: instant,
  settledAt: instant,
  /** When the vendor was last asked about it. */
  vendorCheckedAt: instant,
  failureReason: z.nullable(z.string()),
  deliveryStage: z.nullable(z.string()),
  invoiceNumber: z.nullable(z.string()),
});
export type GoldOrderRow = z.output<typeof goldOrderRowSchema>;
export const goldOrderListSchema = z.object({ orders: z.array(goldOrderRowSchema), truncated: z.boolean() });

export const goldOrderParamsSchema = z.object({ orderId: z.uuid() });

export const goldPayoutRowSchema = z.object({
  payoutId: z.string(),
  orderId: z.string(),
  /** REFUND: a payment given back; SALE: a sell's proceeds. */
  purpose: z.enum(['REFUND', 'SALE']),
  amount: paise,
  status: z.enum(['REQUESTED', 'PAID', 'FAILED']),
  customerName: z.string(),
  providerId: z.nullable(z.string()),
  utr: z.nullable(z.string()),
  failureText: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  paidAt: instant,
});
export type GoldPayoutRow = z.output<typeof goldPayoutRowSchema>;
export const goldPayoutListSchema = z.object({ payouts: z.array(goldPayoutRowSchema) });

export const goldBreakSchema = z.object({
  breakId: z.string(),
  customerName: z.string(),
  vendorUserId: z.string(),
  /** 0.1 mg units in each book, and ours less the vendor's. */
  vendorBalance: z.number(),
  ourBalance: z.number(),
  difference: z.number(),
  foundOn: z.iso.date(),
  foundAt: z.iso.datetime(),
  resolvedAt: instant,
  resolvedBy: z.nullable(z.string()),
  resolution: z.nullable(z.string()),
});
export type GoldBreak = z.output<typeof goldBreakSchema>;
export const goldBreakListSchema = z.object({ breaks: z.array(goldBreakSchema) });

export const goldBreakParamsSchema = z.object({ breakId: z.uuid() });
export const resolveGoldBreakBodySchema = z.object({
  /** What was done to bring the books together. */
  note: text().check(
    z.trim(),
    z.minLength(5, { error: 'Say in a few words what was done (5 characters or more)' }),
    z.maxLength(500, { error: 'Keep the note to 500 characters' }),
  ),
});

export const goldReconciliationRunSchema = z.object({
  businessDate: z.iso.date(),
  ranAt: z.iso.datetime(),
  compared: z.number(),
  skipped: z.number(),
  breaks: z.number(),
});
