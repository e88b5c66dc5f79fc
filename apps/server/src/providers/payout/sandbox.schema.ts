import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { deliveryColumns, dueDeliveriesIndex, secretColumns } from '../sandbox-webhooks/columns.ts';

export const payoutModes = ['IMPS', 'NEFT'] as const;
export const sandboxPayoutOutcomes = ['processed', 'failed'] as const;

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The sandbox payout service's payouts (RazorpayX payouts to a bank account). The row keeps when
 * things happen, all planned when the payout is accepted, not a status: where a payout stands is
 * read against the sandbox clock (`statusAt` in sandbox-timeline.ts), as the status API would
 * answer it at that moment. The account number is sealed (bound to the row id); its last four
 * digits are kept for the magic endings, and a keyed hash of IFSC and number finds the account's
 * payouts of a day (the daily limit). A real service keeps this on its side; the tables then stay
 * empty.
 */
export const sandboxPayouts = pgTable(
  'sandbox_payout_payouts',
  {
    /** The provider's payout id: `pout_` and 14 letters or digits. */
    id: text('id').primaryKey(),
    /** The caller's X-Payout-Idempotency key. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The caller's reference (reference_id), e.g. the disbursal id. */
    reference: text('reference').notNull(),
    /** Paise. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    mode: text('mode', { enum: payoutModes }).notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    accountNumberSealed: text('account_number_sealed').notNull(),
    accountNumberLast4: text('account_number_last4').notNull(),
    /** Keyed hash of the IFSC and the account number: the beneficiary account, without its number. */
    accountHash: text('account_hash').notNull(),
    ifsc: text('ifsc').notNull(),
    narration: text('narration').notNull(),
    createdAt: instant('created_at').notNull(),
    /** When it went to the bank; null when the bank refused it at once (still queued until then). */
    processingAt: instant('processing_at'),
    /** When the bank's answer is in: `outcome` from then on. */
    settlesAt: instant('settles_at').notNull(),
    outcome: text('outcome', { enum: sandboxPayoutOutcomes }).notNull(),
    /** The 12-digit UTR of a processed payout. */
    utr: text('utr'),
    /** Why it failed, or why it was reversed. */
    reasonCode: text('reason_code'),
    /** A processed payout the beneficiary bank sent back. */
    reversedAt: instant('reversed_at'),
  },
  (table) => [index('sandbox_payout_payouts_account_idx').on(table.accountHash, table.createdAt)],
);

export type SandboxPayoutRow = typeof sandboxPayouts.$inferSelect;
export type NewSandboxPayout = typeof sandboxPayouts.$inferInsert;

/** Webhook deliveries (the columns every sandbox service's deliveries have, in sandbox-webhooks/columns.ts). */
export const sandboxPayoutWebhooks = pgTable(
  'sandbox_payout_webhooks',
  deliveryColumns({
    payoutId: text('payout_id')
      .notNull()
      .references(() => sandboxPayouts.id),
  }),
  (table) => [
    dueDeliveriesIndex('sandbox_payout_webhooks_due_idx', table),
    index('sandbox_payout_webhooks_payout_idx').on(table.payoutId),
  ],
);

export type SandboxPayoutWebhookRow = typeof sandboxPayoutWebhooks.$inferSelect;
export type NewSandboxPayoutWebhook = typeof sandboxPayoutWebhooks.$inferInsert;

/**
 * The sandbox service's own secrets, made on first use and kept across restarts: the webhook
 * signing secret, sealed with the PII key.
 */
export const sandboxPayoutSecrets = pgTable('sandbox_payout_secrets', secretColumns());
