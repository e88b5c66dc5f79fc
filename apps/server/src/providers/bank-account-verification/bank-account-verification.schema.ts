import { index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const validationStatuses = ['created', 'completed', 'failed'] as const;
export const accountStatuses = ['active', 'invalid'] as const;
export const failureSources = ['gateway', 'beneficiary_bank', 'business', 'internal'] as const;

/**
 * One row per penny drop asked of the payout partner (a fund-account validation: ₹1 sent, the
 * holder's registered name read back). `reference_id` is the caller's idempotency key and is
 * unique, so asking twice finds this row instead of sending a second rupee. The account number is
 * sealed (AES-GCM, bound to the row id); only its last three digits are kept in clear, for display
 * as the spec masks accounts. The outcome columns stay empty while the validation is `created`.
 */
export const bankAccountValidations = pgTable(
  'bank_account_validations',
  {
    /** The partner's validation id (`fav_...`). */
    id: text('id').primaryKey(),
    referenceId: text('reference_id').notNull().unique(),
    ifsc: text('ifsc').notNull(),
    accountNumberSealed: text('account_number_sealed').notNull(),
    accountNumberLast3: text('account_number_last3').notNull(),
    expectedName: text('expected_name').notNull(),
    status: text('status', { enum: validationStatuses }).notNull(),
    accountStatus: text('account_status', { enum: accountStatuses }),
    /** Why the bank called the account invalid: `account_not_found` or `account_closed`. */
    invalidReason: text('invalid_reason'),
    registeredName: text('registered_name'),
    nameMatchScore: smallint('name_match_score'),
    /** The IMPS reference of the rupee sent. */
    utr: text('utr'),
    failureSource: text('failure_source', { enum: failureSources }),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('bank_account_validations_status_created_idx').on(table.status, table.createdAt)],
);

export type BankAccountValidationRow = typeof bankAccountValidations.$inferSelect;
