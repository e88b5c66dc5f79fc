import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Remittances to third parties (the insurer, the gold vendor, GST), maker-checker. Proposed with
 * the bank's UTR and a ledger hold of the amount (`hold_id`, key `remittance:<id>`), then approved
 * (the hold posts as `entry_id` on `business_date`) or rejected (the hold is voided), once. A UTR
 * is booked once per lender and payee.
 */
export const remittances = pgTable(
  'remittances',
  {
    id: uuid('id').primaryKey(),
    lenderId: integer('lender_id').notNull(),
    /** insurer, gold-vendor or gst. */
    payee: text('payee').notNull(),
    /** Paid from the bank, in paise. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** GST only: the input tax credit set off against GST payable besides the amount, in paise. */
    setOffPaise: bigint('set_off_paise', { mode: 'number' }).notNull().default(0),
    /** The bank's UTR, upper-case. */
    reference: text('reference').notNull(),
    /** PROPOSED, then APPROVED or REJECTED. */
    status: text('status').notNull(),
    proposedBy: uuid('proposed_by').notNull(),
    proposedAt: timestamp('proposed_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    /** The proposer's note. */
    note: text('note'),
    decisionNote: text('decision_note'),
    holdId: uuid('hold_id').notNull(),
    entryId: uuid('entry_id'),
    /** The business day the approval posted the entry on. */
    businessDate: date('business_date', { mode: 'string' }),
  },
  (table) => [
    unique('remittances_reference').on(table.lenderId, table.payee, table.reference),
    index('remittances_proposed_at_idx').on(table.proposedAt),
    check('remittances_status', sql`${table.status} in ('PROPOSED', 'APPROVED', 'REJECTED')`),
    check('remittances_payee', sql`${table.payee} in ('insurer', 'gold-vendor', 'gst')`),
    check('remittances_amounts', sql`${table.amountPaise} > 0 and ${table.setOffPaise} >= 0`),
    check(
      'remittances_decided',
      sql`(${table.status} = 'PROPOSED') = (${table.decidedBy} is null)
        and (${table.status} = 'APPROVED') = (${table.entryId} is not null)`,
    ),
  ],
);
