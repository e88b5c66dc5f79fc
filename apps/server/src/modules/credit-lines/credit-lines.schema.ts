import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

import { opportunities } from '../underwriting/underwriting.schema.ts';
import { users } from '../users/users.schema.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const paise = (name: string) => bigint(name, { mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * A revolving credit line (product type CREDIT_LINE), opened when its opportunity's mandate lets
 * the lender disburse: its terms are the signed KFS's, its limit is a no-negative ledger account
 * in the LIMIT unit (line-available), so two drawdowns can never together spend more than it.
 * The row keeps the state the close of business works from (packages/domain credit-line.ts):
 * the principal drawn and not repaid, the open bill period and its exact interest so far, the
 * fees waiting for the next bill; money itself is the ledger's (accounts of the line).
 */
export const creditLines = pgTable(
  'credit_lines',
  {
    id: uuid('id').primaryKey(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .unique()
      .references(() => opportunities.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    lenderId: integer('lender_id').notNull(),
    productCode: text('product_code').notNull(),
    lenderLoanAcctId: text('lender_loan_acct_id').notNull().unique(),
    /** ACTIVE, then CLOSED once expired and settled. */
    status: text('status').notNull(),
    kfsId: uuid('kfs_id').notNull(),
    limitPaise: paise('limit_paise').notNull(),
    annualRateBp: integer('annual_rate_bp').notNull(),
    processingFeePaise: paise('processing_fee_paise').notNull(),
    gstRateBp: integer('gst_rate_bp').notNull(),
    /** percent (rate with a minimum) or fixed. */
    convenienceFeeKind: text('convenience_fee_kind').notNull(),
    convenienceFeeRateBp: integer('convenience_fee_rate_bp').notNull(),
    convenienceFeeMinimumPaise: paise('convenience_fee_minimum_paise').notNull(),
    convenienceFeeFixedPaise: paise('convenience_fee_fixed_paise').notNull(),
    /** on-due-date or daily (the distributor variants). */
    principalRepayment: text('principal_repayment').notNull(),
    tenureMonths: integer('tenure_months').notNull(),
    openedOn: day('opened_on').notNull(),
    /** The last day the line may be drawn. */
    expiresOn: day('expires_on').notNull(),
    /** The open business day: every day before it is closed for this line. */
    businessDate: day('business_date').notNull(),
    principalPaise: paise('principal_paise').notNull().default(0),
    periodStart: day('period_start').notNull(),
    /** The open period's exact interest, over 10,000 x 365 (credit-line-interest.ts). */
    periodInterest: bigint('period_interest', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    unbilledFeesPaise: paise('unbilled_fees_paise').notNull().default(0),
    unbilledGstPaise: paise('unbilled_gst_paise').notNull().default(0),
    processingFeeBilled: boolean('processing_fee_billed').notNull().default(false),
    /** The close's classification at the end of the day before `businessDate` (IRACP, as loans'). */
    assetClass: text('asset_class').notNull().default('STANDARD'),
    daysPastDue: integer('days_past_due'),
    /** The due date of the oldest bill with interest or principal unpaid, once it has passed. */
    overdueSince: day('overdue_since'),
    /** Operations have put drawdowns on hold (fraud, overdue); audited. */
    suspended: boolean('suspended').notNull().default(false),
    suspensionNote: text('suspension_note'),
    closedOn: day('closed_on'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('credit_lines_user_idx').on(table.userId),
    // The open lines in id order, for the close's pages; not on the business day, which every
    // close moves (an indexed column changed would keep the daily update from staying on its page).
    index('credit_lines_open_idx')
      .on(table.id)
      .where(sql`${table.status} = 'ACTIVE'`),
    check('credit_lines_status', sql`${table.status} in ('ACTIVE', 'CLOSED')`),
    check('credit_lines_principal', sql`${table.principalPaise} >= 0`),
  ],
);

/** A line's monthly bills (credit-line-billing.ts): made on the 1st, due on the 5th. */
export const creditLineBills = pgTable(
  'credit_line_bills',
  {
    lineId: uuid('line_id')
      .notNull()
      .references(() => creditLines.id),
    billNumber: integer('bill_number').notNull(),
    billDate: day('bill_date').notNull(),
    periodStart: day('period_start').notNull(),
    periodEnd: day('period_end').notNull(),
    dueDate: day('due_date').notNull(),
    interestPaise: paise('interest_paise').notNull(),
    feesPaise: paise('fees_paise').notNull(),
    gstPaise: paise('gst_paise').notNull(),
    principalPaise: paise('principal_paise').notNull(),
    unpaidChargesPaise: paise('unpaid_charges_paise').notNull(),
    unpaidInterestPaise: paise('unpaid_interest_paise').notNull(),
    unpaidPrincipalPaise: paise('unpaid_principal_paise').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.lineId, table.billNumber] }),
    check(
      'credit_line_bills_unpaid',
      sql`${table.unpaidChargesPaise} >= 0 and ${table.unpaidInterestPaise} >= 0 and ${table.unpaidPrincipalPaise} >= 0`,
    ),
  ],
);

/**
 * Drawdowns: the room is held on the line's limit (a ledger hold) from the request; the payout goes
 * to the provider under the drawdown's id; processed posts the hold (principal, fee), failed voids
 * it, and returned by the bank after it was paid takes it off the line (drawdown-reversals.ts).
 * One per line and request id, so a retried request draws once.
 */
export const creditLineDrawdowns = pgTable(
  'credit_line_drawdowns',
  {
    id: uuid('id').primaryKey(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => creditLines.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    requestId: uuid('request_id').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    convenienceFeePaise: paise('convenience_fee_paise').notNull(),
    convenienceFeeGstPaise: paise('convenience_fee_gst_paise').notNull(),
    /** PROCESSING, PAID, FAILED, REVERSED (paid, then returned by the beneficiary's bank). */
    status: text('status').notNull(),
    mode: text('mode').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    accountNumberSealed: text('account_number_sealed').notNull(),
    accountNumberLast4: text('account_number_last4').notNull(),
    ifsc: text('ifsc').notNull(),
    payoutId: text('payout_id'),
    payoutCheckedAt: instant('payout_checked_at'),
    utr: text('utr'),
    failureText: text('failure_text'),
    requestedOn: day('requested_on').notNull(),
    /** The day the money was paid out: principal, and interest, from this day. */
    paidOn: day('paid_on'),
    /** When the bank credited the borrower (the payout report's time, for its reconciliation). */
    paidAt: instant('paid_at'),
    /** The line's day the returned payout was taken off it. */
    reversedOn: day('reversed_on'),
    requestedAt: instant('requested_at').notNull(),
  },
  (table) => [
    unique('credit_line_drawdowns_request').on(table.lineId, table.requestId),
    index('credit_line_drawdowns_line_idx').on(table.lineId, table.requestedAt),
    index('credit_line_drawdowns_processing_idx')
      .on(table.payoutCheckedAt)
      .where(sql`${table.status} = 'PROCESSING'`),
    check(
      'credit_line_drawdowns_status',
      sql`${table.status} in ('PROCESSING', 'PAID', 'FAILED', 'REVERSED')`,
    ),
    check('credit_line_drawdowns_amount', sql`${table.amountPaise} > 0`),
  ],
);

/**
 * Money received on a line (a gateway payment, a NACH debit of a bill), once per idempotency key,
 * as the repayment rules spread it (credit-line-repayment.ts): its journal entry has the same key.
 * The close reads the principal repaid after a day it closes late.
 */
export const creditLineRepayments = pgTable(
  'credit_line_repayments',
  {
    id: uuid('id').primaryKey(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => creditLines.id),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** gateway or nach. */
    source: text('source').notNull(),
    receivedOn: day('received_on').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    chargesPaidPaise: paise('charges_paid_paise').notNull(),
    interestPaidPaise: paise('interest_paid_paise').notNull(),
    principalPaidPaise: paise('principal_paid_paise').notNull(),
    /** Beyond everything owed: owed back to the borrower (refunds payable). */
    excessPaise: paise('excess_paise').notNull(),
    narration: text('narration').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('credit_line_repayments_line_idx').on(table.lineId, table.receivedOn),
    check(
      'credit_line_repayments_split',
      sql`${table.amountPaise} = ${table.chargesPaidPaise} + ${table.interestPaidPaise} + ${table.principalPaidPaise} + ${table.excessPaise}`,
    ),
  ],
);

/**
 * A bill's NACH debit through the line's mandate: filed when the bill is made, for its due date;
 * its pre-debit notice sent, then presented for what the bill still asks; its answer credited
 * (key `nach:` and the reference) or, returned by the bank, charged once per bill.
 */
export const creditLineDebits = pgTable(
  'credit_line_debits',
  {
    id: uuid('id').primaryKey(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => creditLines.id),
    billNumber: integer('bill_number').notNull(),
    attempt: integer('attempt').notNull(),
    reference: text('reference').notNull().unique(),
    /** The bill's due date: a debit settled after it on the first attempt is the borrower paying on time. */
    dueDate: day('due_date').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    chargeDate: day('charge_date').notNull(),
    /** FILING, PRESENTED, CONFIRMED, RETURNED, REJECTED, CANCELLED. */
    status: text('status').notNull(),
    providerDebitId: text('provider_debit_id'),
    reasonCode: text('reason_code'),
    reasonText: text('reason_text'),
    noticeSentAt: instant('notice_sent_at'),
    /**
     * When the debit was first sent to the service, its amount and charge date fixed: a retry
     * after a lost answer sends the same request, which the service answers with the same debit.
     */
    presentingAt: instant('presenting_at'),
    createdAt: instant('created_at').notNull(),
    settledAt: instant('settled_at'),
  },
  (table) => [
    unique('credit_line_debits_bill_attempt').on(table.lineId, table.billNumber, table.attempt),
    index('credit_line_debits_status_idx').on(table.status, table.chargeDate),
  ],
);
