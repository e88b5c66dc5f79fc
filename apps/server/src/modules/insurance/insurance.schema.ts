import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { users } from '../users/users.schema.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One insurance order, from the details form to the policy's end (docs/lifecycle.md "Insurance
 * order"): CREATED (awaiting its premium by `pay_by`) → PAID (captured; the proposal to make) →
 * PROPOSED (the insurer accepted it; issuance awaited) → ISSUED; or REFUSED (the insurer refused or
 * failed it: refunded), EXPIRED (never paid; a late payment is refunded), CANCELLED (free look:
 * refunded). The product is copied as it was sold. The form's values (PAN, date of birth, nominee)
 * are sealed; `mobile` is the customer's insurance identity.
 */
export const insuranceOrders = pgTable(
  'insurance_orders',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    mobile: text('mobile').notNull(),
    state: text('state').notNull(),
    productId: text('product_id').notNull(),
    productName: text('product_name').notNull(),
    subCategory: text('sub_category').notNull(),
    coverType: text('cover_type').notNull(),
    coverLabel: text('cover_label').notNull(),
    insurerName: text('insurer_name').notNull(),
    distributorName: text('distributor_name').notNull(),
    validityMonths: integer('validity_months').notNull(),
    sumInsuredPaise: bigint('sum_insured_paise', { mode: 'number' }).notNull(),
    /** What the customer pays, tax included, and the tax within it. */
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    taxPaise: bigint('tax_paise', { mode: 'number' }).notNull(),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    insuredName: text('insured_name').notNull(),
    /** The checked form values, JSON, sealed with the PII cipher under the order's id. */
    detailsSealed: text('details_sealed').notNull(),
    payBy: instant('pay_by').notNull(),
    paymentLinkId: text('payment_link_id'),
    paymentLink: text('payment_link'),
    /** When the gateway was last asked about the link's payment: the status polls' pace. */
    paymentCheckedAt: instant('payment_checked_at'),
    gatewayPaymentId: text('gateway_payment_id'),
    paidAt: instant('paid_at'),
    proposalId: text('proposal_id'),
    proposedAt: instant('proposed_at'),
    policyNumber: text('policy_number'),
    issuedAt: instant('issued_at'),
    coverFrom: text('cover_from'),
    coverTill: text('cover_till'),
    /** The policy PDF (documents), made at issuance. */
    policyDocumentId: uuid('policy_document_id'),
    /** When the insurer was last asked, and its last word: the sweep's pace and the console's view. */
    insurerCheckedAt: instant('insurer_checked_at'),
    insurerStatus: text('insurer_status'),
    insurerMessage: text('insurer_message'),
    failureReason: text('failure_reason'),
    /** A free look cancellation asked of the insurer and not yet recorded: the sweep completes it. */
    cancelRequestedAt: instant('cancel_requested_at'),
    cancelledAt: instant('cancelled_at'),
    cancellationId: text('cancellation_id'),
    /** The insurer's consent the borrower's code verified, for a product with an OTP field. */
    consentId: text('consent_id'),
    /** The uploads (insurance_uploads) answering the product's file fields, sent with the proposal. */
    attachments: jsonb('attachments').$type<InsuranceAttachment[]>().notNull().default([]),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('insurance_orders_user_idx').on(table.userId, table.createdAt),
    index('insurance_orders_open_idx')
      .on(table.insurerCheckedAt.asc().nullsFirst())
      .where(sql`${table.state} in ('PAID', 'PROPOSED')`),
    index('insurance_orders_waiting_idx')
      .on(table.payBy)
      .where(sql`${table.state} = 'CREATED'`),
    /** Links not known paid, awaiting or just past their pay-by instant: the payment polls'. */
    index('insurance_orders_unpaid_idx')
      .on(table.payBy)
      .where(
        sql`${table.state} in ('CREATED', 'EXPIRED') and ${table.paidAt} is null and ${table.paymentLinkId} is not null`,
      ),
    index('insurance_orders_cancelling_idx')
      .on(table.cancelRequestedAt)
      .where(sql`${table.state} = 'ISSUED' and ${table.cancelRequestedAt} is not null`),
    check(
      'insurance_orders_state',
      sql`${table.state} in ('CREATED', 'PAID', 'PROPOSED', 'ISSUED', 'REFUSED', 'EXPIRED', 'CANCELLED')`,
    ),
    check('insurance_orders_amounts', sql`${table.pricePaise} > 0 and ${table.taxPaise} >= 0`),
  ],
);

/**
 * A premium given back through the gateway: the insurer refused or failed it, the money came after
 * the order ended, or the policy was cancelled in its free look period. Its id is the gateway's
 * idempotency key; REQUESTED until the gateway processes (PAID) or declines (FAILED). One per order
 * is requested or paid; a declined one is tried again by operations as a new row under a new key.
 */
export const insuranceRefunds = pgTable(
  'insurance_refunds',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => insuranceOrders.id),
    /** REFUSED, LATE_PAYMENT or FREE_LOOK. */
    reason: text('reason').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    providerId: text('provider_id'),
    checkedAt: instant('checked_at'),
    failureText: text('failure_text'),
    createdAt: instant('created_at').notNull(),
    paidAt: instant('paid_at'),
  },
  (table) => [
    uniqueIndex('insurance_refunds_order')
      .on(table.orderId)
      .where(sql`${table.status} in ('REQUESTED', 'PAID')`),
    index('insurance_refunds_requested_idx')
      .on(table.checkedAt)
      .where(sql`${table.status} = 'REQUESTED'`),
    check('insurance_refunds_reason', sql`${table.reason} in ('REFUSED', 'LATE_PAYMENT', 'FREE_LOOK')`),
    check('insurance_refunds_status', sql`${table.status} in ('REQUESTED', 'PAID', 'FAILED')`),
    check('insurance_refunds_amount', sql`${table.amountPaise} > 0`),
  ],
);

export type InsuranceAttachment = { field: string; uploadId: string };
export type InsuranceOrderRow = typeof insuranceOrders.$inferSelect;
export type InsuranceRefundRow = typeof insuranceRefunds.$inferSelect;
