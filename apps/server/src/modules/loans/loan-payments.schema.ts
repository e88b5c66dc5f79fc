import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { users } from '../users/users.schema.ts';
import { loans } from './loans.schema.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The borrower's payments through the payment gateway: a hosted payment link per payment, under
 * the payment's id as the gateway's reference. A captured payment is credited to the loan once
 * (its receipt's key is the payment's id), whether the webhook, the browser's return or the
 * status API tells of it first.
 */
export const loanPayments = pgTable(
  'loan_payments',
  {
    id: uuid('id').primaryKey(),
    /**
     * The loan or the credit line paid (the spec's loan_id names either). No foreign key: a trigger
     * (loan_payments_account) checks it names one or the other.
     */
    loanId: uuid('loan_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** DUES, NEXT_EMI, FORECLOSURE, AMOUNT. */
    purpose: text('purpose').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** CREATED (link made, no money yet), PENDING (authorised, not captured), CAPTURED, FAILED, EXPIRED. */
    status: text('status').notNull(),
    linkId: text('link_id'),
    link: text('link'),
    gatewayPaymentId: text('gateway_payment_id'),
    failureReason: text('failure_reason'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: instant('created_at').notNull(),
    capturedAt: instant('captured_at'),
    creditedOn: date('credited_on', { mode: 'string' }),
  },
  (table) => [
    index('loan_payments_loan_idx').on(table.loanId, table.createdAt),
    index('loan_payments_status_idx').on(table.status),
    // A gateway payment is credited to one payment at most.
    uniqueIndex('loan_payments_gateway_payment_idx')
      .on(table.gatewayPaymentId)
      .where(sql`gateway_payment_id is not null`),
  ],
);

/**
 * What the gateway reported that does not match the payment it names (another payment's link, an
 * amount other than the link's, a gateway payment already credited to another payment): held for
 * operations as a break and credited nowhere. One row per payment, gateway payment and reason.
 */
export const paymentBreaks = pgTable(
  'payment_breaks',
  {
    id: uuid('id').primaryKey(),
    /** The payment the report named. */
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => loanPayments.id),
    /** LINK_MISMATCH, AMOUNT_MISMATCH, PAYMENT_ID_REUSED. */
    reason: text('reason').notNull(),
    linkId: text('link_id').notNull(),
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    /** What the gateway says it captured, paise. */
    capturedPaise: bigint('captured_paise', { mode: 'number' }).notNull(),
    detectedAt: instant('detected_at').notNull(),
    resolvedAt: instant('resolved_at'),
  },
  (table) => [
    uniqueIndex('payment_breaks_once').on(table.paymentId, table.gatewayPaymentId, table.reason),
    index('payment_breaks_open_idx').on(table.resolvedAt),
  ],
);

/** Verified payment gateway webhooks, once each: a replay is acknowledged and ignored. */
export const paymentWebhookReceipts = pgTable('payment_webhook_receipts', {
  eventId: text('event_id').primaryKey(),
  receivedAt: instant('received_at').notNull(),
});

/**
 * Refunds of what a borrower paid beyond a closed loan's dues (an advance left when the loan
 * closed: a foreclosure paid twice, a NACH debit and a payment on the same day): paid to the
 * borrower's disbursal account by the payout service under the refund's id.
 */
export const loanRefunds = pgTable(
  'loan_refunds',
  {
    id: uuid('id').primaryKey(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loans.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** REQUESTED (the payout asked for), PAID, FAILED. */
    status: text('status').notNull(),
    payoutId: text('payout_id'),
    utr: text('utr'),
    failureText: text('failure_text'),
    createdAt: instant('created_at').notNull(),
    paidAt: instant('paid_at'),
  },
  (table) => [
    index('loan_refunds_loan_idx').on(table.loanId),
    index('loan_refunds_status_idx').on(table.status),
  ],
);

/**
 * The borrower told of a penal charge levied on their loan (the RBI penal charges circular: each
 * charge is told with its reason), once per charge entry: marked before sending, unmarked when
 * the sending fails.
 */
export const penalChargeNotices = pgTable('penal_charge_notices', {
  entryId: uuid('entry_id').primaryKey(),
  sentAt: instant('sent_at').notNull(),
});
