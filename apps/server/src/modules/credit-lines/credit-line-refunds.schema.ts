import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { creditLineRepayments, creditLines } from './credit-lines.schema.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What a line received beyond everything it owed, paid back to the borrower (line-refunds.ts): made
 * with the receipt that brought it, whose entry credited refunds payable; paid by a payout under
 * the refund's id to the borrower's verified disbursal account (sealed here when first asked for,
 * so a retry sends the same payout). REQUESTED until the payout's answer; PAID clears refunds
 * payable against the payout bank; FAILED leaves the money in refunds payable for operations.
 */
export const creditLineRefunds = pgTable(
  'credit_line_refunds',
  {
    id: uuid('id').primaryKey(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => creditLines.id),
    /** The receipt whose excess this is: one refund per receipt. */
    repaymentId: uuid('repayment_id')
      .notNull()
      .unique()
      .references(() => creditLineRepayments.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** REQUESTED, PAID, FAILED. */
    status: text('status').notNull(),
    beneficiaryName: text('beneficiary_name'),
    accountNumberSealed: text('account_number_sealed'),
    accountNumberLast4: text('account_number_last4'),
    ifsc: text('ifsc'),
    payoutId: text('payout_id'),
    payoutCheckedAt: instant('payout_checked_at'),
    utr: text('utr'),
    failureText: text('failure_text'),
    createdAt: instant('created_at').notNull(),
    /** When the bank credited the borrower (kept if the payout is returned later, for its reconciliation). */
    paidAt: instant('paid_at'),
  },
  (table) => [
    index('credit_line_refunds_line_idx').on(table.lineId, table.createdAt),
    index('credit_line_refunds_requested_idx')
      .on(table.payoutCheckedAt)
      .where(sql`${table.status} = 'REQUESTED'`),
    check('credit_line_refunds_status', sql`${table.status} in ('REQUESTED', 'PAID', 'FAILED')`),
    check('credit_line_refunds_amount', sql`${table.amountPaise} > 0`),
  ],
);
