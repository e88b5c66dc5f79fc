import { bigint, boolean, date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

/**
 * A loan's sub-ledger per instalment: what its journal lines add up to for each instalment, kept
 * as the lines post (instalment-projection.ts), so a loan's position is read from a few rows and
 * never from its history. Paise. Proved against the journal by the nightly check.
 */
export const instalmentBalances = pgTable(
  'instalment_balances',
  {
    loanId: uuid('loan_id').notNull(),
    instalmentNumber: integer('instalment_number').notNull(),
    /** Paid by receipts and advances applied, per component. */
    paidPrincipal: bigint('paid_principal', { mode: 'number' }).notNull().default(0),
    paidInterest: bigint('paid_interest', { mode: 'number' }).notNull().default(0),
    paidPenal: bigint('paid_penal', { mode: 'number' }).notNull().default(0),
    paidFees: bigint('paid_fees', { mode: 'number' }).notNull().default(0),
    /** Penal and bounce charges levied (less any withdrawn). */
    leviedPenal: bigint('levied_penal', { mode: 'number' }).notNull().default(0),
    leviedFees: bigint('levied_fees', { mode: 'number' }).notNull().default(0),
    /** Whether a penal charge was ever levied (withdrawn or not): it is levied once. */
    penalCharged: boolean('penal_charged').notNull().default(false),
    /** Interest accrued to the receivable (less reversed), and what receipts took of it. */
    accrued: bigint('accrued', { mode: 'number' }).notNull().default(0),
    accruedReceived: bigint('accrued_received', { mode: 'number' }).notNull().default(0),
    /** Interest received straight to income, never accrued. */
    incomeDirect: bigint('income_direct', { mode: 'number' }).notNull().default(0),
    /** Charges owed but held in income suspense (an NPA's). */
    suspendedPenal: bigint('suspended_penal', { mode: 'number' }).notNull().default(0),
    suspendedFees: bigint('suspended_fees', { mode: 'number' }).notNull().default(0),
    /** The business day of the last payment of principal or interest, and the day both were paid in full. */
    lastPaidOn: date('last_paid_on', { mode: 'string' }),
    paidOn: date('paid_on', { mode: 'string' }),
  },
  (table) => [primaryKey({ columns: [table.loanId, table.instalmentNumber] })],
);
