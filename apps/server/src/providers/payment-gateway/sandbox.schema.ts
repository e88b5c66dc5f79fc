import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { deliveryColumns, dueDeliveriesIndex, secretColumns } from '../sandbox-webhooks/columns.ts';

export const sandboxPaymentMethods = ['upi', 'card', 'netbanking'] as const;
export type SandboxPaymentMethod = (typeof sandboxPaymentMethods)[number];

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The sandbox payment gateway's payment links (Razorpay Payment Links). A row keeps when things
 * happened, not a status: where a link stands is read against the sandbox clock (`linkStatusAt`
 * in sandbox-timeline.ts), as the gateway's API would answer at that moment. A real gateway keeps
 * this on its side; the tables then stay empty.
 */
export const sandboxPgLinks = pgTable(
  'sandbox_pg_links',
  {
    /** The gateway's link id: `plink_` and 14 letters or digits. */
    id: text('id').primaryKey(),
    /** The caller's idempotency key (Razorpay's reference_id): our payment id. */
    reference: text('reference').notNull().unique(),
    /** Paise. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    customerName: text('customer_name').notNull(),
    customerMobile: text('customer_mobile').notNull(),
    customerEmail: text('customer_email'),
    /** Where the hosted page sends the borrower after a payment. */
    callbackUrl: text('callback_url').notNull(),
    expireBy: instant('expire_by').notNull(),
    createdAt: instant('created_at').notNull(),
    cancelledAt: instant('cancelled_at'),
    /**
     * When the link's one accepted payment is (or will be) captured: set when that payment is
     * made, possibly in the future (a UPI collect still pending at the payer's bank).
     */
    paidAt: instant('paid_at'),
    /** Set (to `expire_by`) once the link's expiry is recorded and its webhook queued. */
    expiredAt: instant('expired_at'),
  },
  (table) => [
    // The expiry sweep's rows: links neither paid, cancelled nor yet recorded as expired.
    index('sandbox_pg_links_unexpired_idx')
      .on(table.expireBy)
      .where(sql`${table.expiredAt} is null and ${table.paidAt} is null and ${table.cancelledAt} is null`),
  ],
);

export type SandboxPgLinkRow = typeof sandboxPgLinks.$inferSelect;
export type NewSandboxPgLink = typeof sandboxPgLinks.$inferInsert;

/**
 * Payment attempts on a link. A failed attempt leaves the link payable; the accepted one (its
 * `authorized_at` set) is one per link, which the database itself holds.
 */
export const sandboxPgPayments = pgTable(
  'sandbox_pg_payments',
  {
    /** The gateway's payment id: `pay_` and 14 letters or digits. */
    id: text('id').primaryKey(),
    linkId: text('link_id')
      .notNull()
      .references(() => sandboxPgLinks.id),
    /** Paise: always the link's amount (no partial payments). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: text('method', { enum: sandboxPaymentMethods }).notNull(),
    /** UPI: the payer's address. */
    vpa: text('vpa'),
    /** Card: only the last four digits are kept, never the number, expiry or CVV. */
    cardLast4: text('card_last4'),
    /** Net banking: the bank's name. */
    bank: text('bank'),
    createdAt: instant('created_at').notNull(),
    authorizedAt: instant('authorized_at'),
    /** Possibly in the future: the payment is `authorized` until then. */
    capturedAt: instant('captured_at'),
    failedAt: instant('failed_at'),
    errorReason: text('error_reason'),
  },
  (table) => [
    index('sandbox_pg_payments_link_idx').on(table.linkId, table.createdAt),
    uniqueIndex('sandbox_pg_payments_one_accepted_idx')
      .on(table.linkId)
      .where(sql`${table.authorizedAt} is not null`),
  ],
);

export type SandboxPgPaymentRow = typeof sandboxPgPayments.$inferSelect;
export type NewSandboxPgPayment = typeof sandboxPgPayments.$inferInsert;

/**
 * Refunds of captured payments (Razorpay refunds at speed normal). As for links, a row keeps when
 * things happen, both set when the refund is made: it is `pending` until its `processed_at` or
 * `failed_at` comes by the sandbox clock (`refundStatusAt` in sandbox-timeline.ts).
 */
export const sandboxPgRefunds = pgTable(
  'sandbox_pg_refunds',
  {
    /** The gateway's refund id: `rfnd_` and 14 letters or digits. */
    id: text('id').primaryKey(),
    /** The caller's idempotency key (Razorpay's X-Refund-Idempotency), sent as the receipt too. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPgPayments.id),
    /** Paise. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    notes: text('notes'),
    createdAt: instant('created_at').notNull(),
    /** In the future while the refund is pending; null for one that fails. */
    processedAt: instant('processed_at'),
    /** In the future while the refund is pending; null for one that is processed. */
    failedAt: instant('failed_at'),
    failureReason: text('failure_reason'),
  },
  (table) => [
    index('sandbox_pg_refunds_payment_idx').on(table.paymentId, table.createdAt),
    // The settlement report's rows: the refunds processed on a day.
    index('sandbox_pg_refunds_processed_idx').on(table.processedAt),
  ],
);

export type SandboxPgRefundRow = typeof sandboxPgRefunds.$inferSelect;
export type NewSandboxPgRefund = typeof sandboxPgRefunds.$inferInsert;

/**
 * Webhook deliveries, due at `deliver_at` (the columns every sandbox service's deliveries have, in
 * sandbox-webhooks/columns.ts).
 */
export const sandboxPgWebhooks = pgTable(
  'sandbox_pg_webhooks',
  deliveryColumns({
    linkId: text('link_id')
      .notNull()
      .references(() => sandboxPgLinks.id),
  }),
  (table) => [
    dueDeliveriesIndex('sandbox_pg_webhooks_due_idx', table),
    index('sandbox_pg_webhooks_link_idx').on(table.linkId),
  ],
);

export type SandboxPgWebhookRow = typeof sandboxPgWebhooks.$inferSelect;
export type NewSandboxPgWebhook = typeof sandboxPgWebhooks.$inferInsert;

/**
 * The sandbox gateway's own secrets, made on first use and kept across restarts, sealed with the
 * PII key: the API key secret (callback signatures) and the webhook secret.
 */
export const sandboxPgSecrets = pgTable('sandbox_pg_secrets', secretColumns());
