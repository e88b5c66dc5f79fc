import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { mandateFrequencies } from '@kredo/domain/repayment-modes';

import { deliveryColumns, dueDeliveriesIndex, secretColumns } from '../sandbox-webhooks/columns.ts';

export const sandboxMandateKinds = ['e-mandate', 'paper'] as const;
export type SandboxMandateKind = (typeof sandboxMandateKinds)[number];
export const sandboxMandateOutcomes = ['active', 'rejected'] as const;
export const sandboxDebitOutcomes = ['confirmed', 'returned', 'rejected'] as const;
export type SandboxDebitOutcome = (typeof sandboxDebitOutcomes)[number];

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The sandbox NACH service's mandates (LotusPay's sources and mandates in one row). The row keeps
 * when things happened, not a status: where a mandate stands is read against the sandbox clock
 * (`statusAt` in sandbox-timeline.ts), as NPCI's status API would answer it at that moment. The
 * account number is sealed (bound to the row id); its last four digits are kept for the bank's
 * page and the magic endings. A real service keeps this on its side; the tables then stay empty.
 */
export const sandboxMandates = pgTable(
  'sandbox_mandate_mandates',
  {
    /** The provider's mandate id: `MD` and 14 capitals or digits. */
    id: text('id').primaryKey(),
    /** The caller's idempotency key (Reference 1 of the mandate). */
    reference: text('reference').notNull().unique(),
    kind: text('kind', { enum: sandboxMandateKinds }).notNull(),
    corporateName: text('corporate_name').notNull(),
    utilityCode: text('utility_code').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    accountNumberSealed: text('account_number_sealed').notNull(),
    accountNumberLast4: text('account_number_last4').notNull(),
    ifsc: text('ifsc').notNull(),
    accountType: text('account_type', { enum: ['SAVINGS', 'CURRENT'] }).notNull(),
    /** Paise. */
    maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
    frequency: text('frequency', { enum: mandateFrequencies }).notNull(),
    category: text('category').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    /** E-mandates: where the bank's pages send the borrower back to. */
    returnUrl: text('return_url'),
    /** E-mandates: the secret of the authorisation link (32 hex digits). */
    linkToken: text('link_token'),
    createdAt: instant('created_at').notNull(),
    /** Debit card: when the card was accepted and its one-time password sent. */
    otpRequestedAt: instant('otp_requested_at'),
    /** The borrower authorised at the bank (e-mandate), or the paper form reached the sponsor bank. */
    submittedAt: instant('submitted_at'),
    /** When NPCI's answer is in: `outcome` from then on. */
    settlesAt: instant('settles_at'),
    outcome: text('outcome', { enum: sandboxMandateOutcomes }),
    umrn: text('umrn'),
    reasonCode: text('reason_code'),
    withdrawnAt: instant('withdrawn_at'),
  },
  (table) => [index('sandbox_mandate_mandates_kind_created_idx').on(table.kind, table.createdAt)],
);

export type SandboxMandateRow = typeof sandboxMandates.$inferSelect;
export type NewSandboxMandate = typeof sandboxMandates.$inferInsert;

/**
 * The sandbox NACH service's debits (LotusPay's ach_debits): one presentation of an amount through
 * a mandate on a charge date. As with mandates, the row keeps moments, not a status: where a debit
 * stands is read against the sandbox clock (`debitStatusAt` in sandbox-debit-timeline.ts). NPCI's
 * answer is fixed at presentation (06:00 India time on the charge date), when the outcome columns
 * and the debit's webhooks are written together; before that they are null.
 */
export const sandboxMandateDebits = pgTable(
  'sandbox_mandate_debits',
  {
    /** The provider's debit id: `DB` and 14 capitals or digits. */
    id: text('id').primaryKey(),
    /** The caller's idempotency key. */
    reference: text('reference').notNull().unique(),
    mandateId: text('mandate_id')
      .notNull()
      .references(() => sandboxMandates.id),
    /** Paise. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The charge date asked for, before rolling: part of the request an idempotent repeat must match. */
    requestedChargeDate: date('requested_charge_date', { mode: 'string' }).notNull(),
    /** The working day the debit is presented on. */
    chargeDate: date('charge_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    createdAt: instant('created_at').notNull(),
    /** 18:00 India time on the working day before the charge date: cancellable until then. */
    cutOffAt: instant('cut_off_at').notNull(),
    /** 06:00 India time on the charge date: submitted to NPCI's clearing. */
    submitsAt: instant('submits_at').notNull(),
    cancelledAt: instant('cancelled_at'),
    /** When NPCI's answer was written with the webhooks it owes. */
    presentedAt: instant('presented_at'),
    outcome: text('outcome', { enum: sandboxDebitOutcomes }),
    reasonCode: text('reason_code'),
    /** Extended by the destination bank (code 98): the working day its answer comes on. */
    extendedUntil: date('extended_until', { mode: 'string' }),
    /** When the final answer (confirmed, returned or rejected) holds. */
    settlesAt: instant('settles_at'),
  },
  (table) => [
    // A mandate takes one debit a charge date; a cancelled one frees the date.
    uniqueIndex('sandbox_mandate_debits_mandate_date_idx')
      .on(table.mandateId, table.chargeDate)
      .where(sql`${table.cancelledAt} is null`),
    index('sandbox_mandate_debits_due_idx')
      .on(table.submitsAt)
      .where(sql`${table.presentedAt} is null and ${table.cancelledAt} is null`),
  ],
);

export type SandboxDebitRow = typeof sandboxMandateDebits.$inferSelect;
export type NewSandboxDebit = typeof sandboxMandateDebits.$inferInsert;

/**
 * Webhook deliveries (the columns every sandbox service's deliveries have, in
 * sandbox-webhooks/columns.ts). A debit's webhooks are rows of its mandate (the body names the
 * debit).
 */
export const sandboxMandateWebhooks = pgTable(
  'sandbox_mandate_webhooks',
  deliveryColumns({
    mandateId: text('mandate_id')
      .notNull()
      .references(() => sandboxMandates.id),
  }),
  (table) => [
    dueDeliveriesIndex('sandbox_mandate_webhooks_due_idx', table),
    index('sandbox_mandate_webhooks_mandate_idx').on(table.mandateId),
  ],
);

export type SandboxMandateWebhookRow = typeof sandboxMandateWebhooks.$inferSelect;

/**
 * The sandbox service's own secrets, made on first use and kept across restarts: the webhook
 * signing secret, sealed with the PII key.
 */
export const sandboxMandateSecrets = pgTable('sandbox_mandate_secrets', secretColumns());
