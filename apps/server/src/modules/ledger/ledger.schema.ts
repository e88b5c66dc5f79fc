import { bigint, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The journal: every movement of money of every lender, as entries whose lines sum to zero
 * (packages/domain ledger.ts). An entry is written in the same transaction as the state change it
 * accounts for, under an idempotency key that makes a repeat post nothing. Both tables are
 * append-only (the database refuses an update or a delete): a correction is a reversing entry.
 * No other table keeps a balance; a loan's, an account's or a day's figures are sums of lines.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey(),
    /** What makes this movement once: e.g. `disbursal:<id>`, `receipt:<payment id>`, `cob:<loan>:<date>:accrual`. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    lenderId: integer('lender_id').notNull(),
    /** disbursal, accrual, receipt, penal-charge, bounce-charge, advance-applied, write-off, refund, reversal… */
    kind: text('kind').notNull(),
    /** The business day the movement belongs to (the day-end it is part of). */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    narration: text('narration').notNull(),
    loanId: uuid('loan_id'),
    /** For a reversing entry: the entry it undoes. */
    reversesEntryId: uuid('reverses_entry_id'),
    postedAt: timestamp('posted_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('journal_entries_business_date_idx').on(table.businessDate, table.lenderId),
    index('journal_entries_loan_idx').on(table.loanId),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    lineNumber: integer('line_number').notNull(),
    lenderId: integer('lender_id').notNull(),
    /** A code of the chart of accounts (packages/domain ledger.ts). */
    account: text('account').notNull(),
    /** Paise, signed: a debit positive, a credit negative. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    loanId: uuid('loan_id'),
    instalmentNumber: integer('instalment_number'),
    /**
     * For a line paying a loan's dues, what it pays (principal, interest, penal, fees): needed where
     * the account does not say, as for a recovery on a written-off loan credited to income.
     */
    component: text('component'),
  },
  (table) => [
    index('journal_lines_entry_idx').on(table.entryId, table.lineNumber),
    index('journal_lines_loan_idx').on(table.loanId, table.account),
    index('journal_lines_lender_account_idx').on(table.lenderId, table.account),
    check('journal_lines_amount_nonzero', sql`${table.amount} <> 0`),
  ],
);
