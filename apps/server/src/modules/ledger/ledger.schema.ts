import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The chart of accounts as data: the default chart (lender_id null, seeded from packages/domain
 * ledger.ts) and any lender's own rows, which add codes or override a default one. An account can
 * only be opened for a code its lender's chart knows.
 */
export const ledgerChart = pgTable(
  'ledger_chart',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null: every lender's. */
    lenderId: integer('lender_id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    unit: text('unit').notNull(),
    /** lender: one account per lender; otherwise one per subject of that kind (loan, gold-holding…). */
    subject: text('subject').notNull(),
    noNegative: boolean('no_negative').notNull(),
  },
  (table) => [
    unique('ledger_chart_code').on(table.lenderId, table.code).nullsNotDistinct(),
    check('ledger_chart_type', sql`${table.type} in ('asset', 'liability', 'income', 'expense')`),
    check('ledger_chart_unit', sql`${table.unit} in ('INR', 'XAU', 'LIMIT')`),
  ],
);

/**
 * Accounts are rows: a lender's own, or one per subject (a loan, a credit line, a gold holding, a
 * policy), each in one unit, with its balance stored as TigerBeetle keeps it: posted and pending
 * (held) debits and credits. Only the journal's and the holds' triggers change the four figures,
 * in the transaction that posts; a no-negative account's available balance is a CHECK, so it
 * holds under concurrent postings (each waits on the account's row).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lenderId: integer('lender_id').notNull(),
    code: text('code').notNull(),
    unit: text('unit').notNull(),
    type: text('type').notNull(),
    subject: text('subject').notNull(),
    /** The subject's id; null for the lender's own accounts. */
    ownerId: uuid('owner_id'),
    noNegative: boolean('no_negative').notNull(),
    postedDebits: bigint('posted_debits', { mode: 'number' }).notNull().default(0),
    postedCredits: bigint('posted_credits', { mode: 'number' }).notNull().default(0),
    pendingDebits: bigint('pending_debits', { mode: 'number' }).notNull().default(0),
    pendingCredits: bigint('pending_credits', { mode: 'number' }).notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    unique('ledger_accounts_identity').on(table.lenderId, table.code, table.ownerId).nullsNotDistinct(),
    index('ledger_accounts_owner_idx').on(table.ownerId),
    check('ledger_accounts_owner', sql`(${table.subject} = 'lender') = (${table.ownerId} is null)`),
    check(
      'ledger_accounts_totals_non_negative',
      sql`${table.postedDebits} >= 0 and ${table.postedCredits} >= 0 and ${table.pendingDebits} >= 0 and ${table.pendingCredits} >= 0`,
    ),
    check(
      'ledger_accounts_no_negative',
      sql`not ${table.noNegative} or (case when ${table.type} in ('asset', 'expense')
        then ${table.postedDebits} - ${table.postedCredits} - ${table.pendingCredits}
        else ${table.postedCredits} - ${table.postedDebits} - ${table.pendingDebits} end) >= 0`,
    ),
  ],
);

/**
 * The journal: every movement of money and gold of every lender, as entries whose lines sum to
 * zero in each unit (packages/domain ledger.ts). An entry is written in the same transaction as
 * the state change it accounts for, under an idempotency key that makes a repeat post nothing.
 * Both tables are append-only (the database refuses an update, a delete or a truncate): a
 * correction is a reversing entry. Balances are not sums of lines at read time: each line moves
 * its account's stored balance as it is inserted, and a nightly check recomputes them.
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
    /** Its entry, which the posting trigger checks it has (a foreign key's lock on each entry and account row would cost more than the check). */
    entryId: uuid('entry_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    lenderId: integer('lender_id').notNull(),
    /** A code of the chart of accounts (packages/domain ledger.ts): the code of `accountId`. */
    account: text('account').notNull(),
    /** Its account, of its lender and its code: the posting trigger refuses any other. */
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** In the account's unit (paise, or 0.1 mg of gold), signed: a debit positive, a credit negative. */
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
    uniqueIndex('journal_lines_entry_idx').on(table.entryId, table.lineNumber),
    index('journal_lines_loan_idx').on(table.loanId, table.account),
    index('journal_lines_account_idx').on(table.accountId),
    check('journal_lines_amount_nonzero', sql`${table.amount} <> 0`),
  ],
);

/**
 * Holds: amounts reserved on accounts (their pending balances) for what is in flight, a payout,
 * a drawdown, a gold sell awaiting the vendor; then posted as a journal entry of the same lines,
 * or voided, by their owner or at their expiry. Resolved once: the status leaves PENDING once.
 */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: uuid('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    lenderId: integer('lender_id').notNull(),
    kind: text('kind').notNull(),
    narration: text('narration').notNull(),
    /** PENDING, POSTED, VOIDED or EXPIRED. */
    status: text('status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    /** The entry that posted it. */
    entryId: uuid('entry_id'),
  },
  (table) => [
    index('ledger_holds_pending_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'PENDING'`),
    check('ledger_holds_status', sql`${table.status} in ('PENDING', 'POSTED', 'VOIDED', 'EXPIRED')`),
  ],
);

export const ledgerHoldLines = pgTable(
  'ledger_hold_lines',
  {
    holdId: uuid('hold_id')
      .notNull()
      .references(() => ledgerHolds.id),
    lineNumber: integer('line_number').notNull(),
    lenderId: integer('lender_id').notNull(),
    account: text('account').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    loanId: uuid('loan_id'),
    instalmentNumber: integer('instalment_number'),
    component: text('component'),
  },
  (table) => [
    index('ledger_hold_lines_hold_idx').on(table.holdId, table.lineNumber),
    check('ledger_hold_lines_amount_nonzero', sql`${table.amount} <> 0`),
  ],
);

/**
 * What a check found that does not agree: a stored balance that differs from its journal, a line
 * of a provider's settlement report with no match, a short settlement, a report that did not
 * come. Listed for operations until resolved.
 */
export const reconciliationBreaks = pgTable(
  'reconciliation_breaks',
  {
    id: uuid('id').primaryKey(),
    /** ledger-balance, gateway-settlement, nach-settlement, payout-report. */
    source: text('source').notNull(),
    /** missing-line, unknown-line, short-settlement, late-file, balance-difference… */
    kind: text('kind').notNull(),
    lenderId: integer('lender_id'),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    /** What it concerns: an account id, a payment id, a UTR, a report name. Unique per source and kind while open. */
    reference: text('reference').notNull(),
    unit: text('unit').notNull().default('INR'),
    expected: bigint('expected', { mode: 'number' }),
    actual: bigint('actual', { mode: 'number' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    foundAt: timestamp('found_at', { withTimezone: true, mode: 'date' }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    resolution: text('resolution'),
  },
  (table) => [
    unique('reconciliation_breaks_once').on(table.source, table.kind, table.reference, table.businessDate),
    index('reconciliation_breaks_open_idx')
      .on(table.foundAt)
      .where(sql`${table.resolvedAt} is null`),
  ],
);

/** Each business day's check of the stored balances against the journal, done once by one instance. */
export const ledgerBalanceChecks = pgTable('ledger_balance_checks', {
  businessDate: date('business_date', { mode: 'string' }).primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull(),
  accounts: integer('accounts').notNull(),
  differences: integer('differences').notNull(),
});

/**
 * A provider's report of what moved outside: the gateway's settlement of captured payments (with
 * its fee and the GST on it), the sponsor bank's NACH settlement, the payout bank's statement of
 * payouts. Stored as received, once per provider's reference; posted to the ledger (clearing the
 * suspense or clearing account) and reconciled against what the ledger expected.
 */
export const providerReports = pgTable(
  'provider_reports',
  {
    id: uuid('id').primaryKey(),
    /** gateway-settlement, nach-settlement, payout-report. */
    source: text('source').notNull(),
    lenderId: integer('lender_id').notNull(),
    /** The business day the report covers. */
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    /** The provider's name for it (a settlement id, a file name). */
    reference: text('reference').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The report's lines as the provider gave them (references, amounts in paise, fees, UTRs). */
    lines: jsonb('lines').$type<Record<string, unknown>[]>().notNull(),
    /** What the provider says it paid or took in all, in paise. */
    total: bigint('total', { mode: 'number' }).notNull(),
    /** RECEIVED, then RECONCILED once posted and matched (breaks recorded apart). */
    status: text('status').notNull(),
    reconciledAt: timestamp('reconciled_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    unique('provider_reports_once').on(table.source, table.reference),
    index('provider_reports_day_idx').on(table.source, table.reportDate),
  ],
);
