import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { opportunities } from '../underwriting/underwriting.schema.ts';
import { users } from '../users/users.schema.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The serial in every lender loan account number: unique however many loans open in a day. */
export const loanAccountSerials = pgSequence('loan_account_serials', { startWith: 1 });

/**
 * Disbursals (maker-checker): one staff member proposes paying an opportunity out, a different one
 * approves; the payout then goes to the payout provider under the disbursal's id as idempotency
 * key, so a retried request never pays twice. At most one disbursal of an opportunity is live
 * (PROPOSED, APPROVED or PAID) at a time; a rejected or failed one stays on record.
 */
export const disbursals = pgTable(
  'disbursals',
  {
    id: uuid('id').primaryKey(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    lenderId: integer('lender_id').notNull(),
    /** PROPOSED, REJECTED, APPROVED (payout requested), PAID, FAILED, REVERSED. */
    status: text('status').notNull(),
    /** The loan amount, and what reaches the borrower after the fee and its GST. */
    loanAmountPaise: bigint('loan_amount_paise', { mode: 'number' }).notNull(),
    netAmountPaise: bigint('net_amount_paise', { mode: 'number' }).notNull(),
    mode: text('mode').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    accountNumberSealed: text('account_number_sealed').notNull(),
    accountNumberLast4: text('account_number_last4').notNull(),
    ifsc: text('ifsc').notNull(),
    bankName: text('bank_name'),
    proposedBy: uuid('proposed_by').notNull(),
    proposedAt: instant('proposed_at').notNull(),
    proposalNote: text('proposal_note'),
    decidedBy: uuid('decided_by'),
    decidedAt: instant('decided_at'),
    decisionNote: text('decision_note'),
    payoutId: text('payout_id'),
    /** When the payout was last asked for or about: the sweep asks again after a quiet spell. */
    payoutCheckedAt: instant('payout_checked_at'),
    utr: text('utr'),
    failureCode: text('failure_code'),
    failureText: text('failure_text'),
    paidAt: instant('paid_at'),
    loanId: uuid('loan_id'),
  },
  (table) => [
    uniqueIndex('disbursals_one_live')
      .on(table.opportunityId)
      .where(sql`${table.status} in ('PROPOSED', 'APPROVED', 'PAID')`),
    index('disbursals_status_idx').on(table.status, table.proposedAt),
  ],
);

/** Verified payout webhooks, once each: a replay is acknowledged and ignored. */
export const payoutWebhookReceipts = pgTable('payout_webhook_receipts', {
  eventId: text('event_id').primaryKey(),
  payoutId: text('payout_id').notNull(),
  receivedAt: instant('received_at').notNull(),
});

/**
 * A loan account, opened when its payout is made. Its terms are the signed agreement's KFS, its
 * schedule dated from the day of the payout. It keeps no balance: what is owed and paid is the
 * ledger's (journal_lines of the loan). `assetClass` and `daysPastDue` are the close of business's
 * classification of the day it last ran for the loan (`businessDate`).
 */
export const loans = pgTable(
  'loans',
  {
    id: uuid('id').primaryKey(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    disbursalId: uuid('disbursal_id')
      .notNull()
      .unique()
      .references(() => disbursals.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    lenderId: integer('lender_id').notNull(),
    productCode: text('product_code').notNull(),
    /** The lender's loan account number (spec: lenderLoanAcctId). */
    lenderLoanAcctId: text('lender_loan_acct_id').notNull().unique(),
    /** DISBURSED, CLOSED, PRE_CLOSED (spec 001 §3). */
    status: text('status').notNull(),
    principalPaise: bigint('principal_paise', { mode: 'number' }).notNull(),
    processingFeePaise: bigint('processing_fee_paise', { mode: 'number' }).notNull(),
    processingFeeGstPaise: bigint('processing_fee_gst_paise', { mode: 'number' }).notNull(),
    netDisbursedPaise: bigint('net_disbursed_paise', { mode: 'number' }).notNull(),
    annualFlatRateBp: integer('annual_flat_rate_bp').notNull(),
    aprBp: integer('apr_bp').notNull(),
    tenureMonths: integer('tenure_months').notNull(),
    dueDayOfMonth: integer('due_day_of_month').notNull(),
    /** The KFS's equated instalment. */
    instalmentPaise: bigint('instalment_paise', { mode: 'number' }).notNull(),
    kfsId: uuid('kfs_id').notNull(),
    disbursalDate: date('disbursal_date', { mode: 'string' }).notNull(),
    /** The schedule in force: a part-prepayment writes a new version. */
    scheduleVersion: integer('schedule_version').notNull().default(1),
    assetClass: text('asset_class').notNull().default('STANDARD'),
    daysPastDue: integer('days_past_due'),
    /** The due date of the oldest instalment with principal or interest unpaid, once it has passed. */
    overdueSince: date('overdue_since', { mode: 'string' }),
    /** The last business day whose close of business is complete for this loan. */
    businessDate: date('business_date', { mode: 'string' }),
    /** 'written-off', 'closed' (spec 001 §3). */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    maturedOn: date('matured_on', { mode: 'string' }),
    writtenOffOn: date('written_off_on', { mode: 'string' }),
    closedOn: date('closed_on', { mode: 'string' }),
    /** Whether instalment_balances holds this loan's sub-ledger (false only for a loan from before it, until the start-up backfill). */
    instalmentsProjected: boolean('instalments_projected').notNull().default(true),
    /** When the borrower was told of the payout (SMS and e-mail); the sweep sends it if a stop lost it. */
    welcomedAt: instant('welcomed_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('loans_user_idx').on(table.userId, table.disbursalDate),
    // The open loans in id order, for the close's pages. Not on the business day, which every
    // close moves: an indexed column changed would make each loan's daily update rewrite its indexes.
    index('loans_open_idx')
      .on(table.id)
      .where(sql`${table.status} = 'DISBURSED'`),
    index('loans_overdue_idx')
      .on(table.overdueSince)
      .where(sql`${table.overdueSince} is not null`),
  ],
);

/** The instalments of each schedule version of a loan: due dates and the contractual split. */
export const loanInstalments = pgTable(
  'loan_instalments',
  {
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loans.id),
    scheduleVersion: integer('schedule_version').notNull(),
    instalmentNumber: integer('instalment_number').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    principalPaise: bigint('principal_paise', { mode: 'number' }).notNull(),
    interestPaise: bigint('interest_paise', { mode: 'number' }).notNull(),
    instalmentPaise: bigint('instalment_paise', { mode: 'number' }).notNull(),
    outstandingPrincipalPaise: bigint('outstanding_principal_paise', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.loanId, table.scheduleVersion, table.instalmentNumber] }),
    index('loan_instalments_due_idx').on(table.dueDate),
  ],
);

/**
 * NACH debit presentations of a loan's instalments: filed with the mandate service the working day
 * before the due date under `reference` (its idempotency key), answered confirmed or returned.
 * A confirmed debit is a receipt; a returned one levies the bounce charge. One live presentation
 * per instalment at a time.
 */
export const loanDebits = pgTable(
  'loan_debits',
  {
    id: uuid('id').primaryKey(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loans.id),
    instalmentNumber: integer('instalment_number').notNull(),
    attempt: integer('attempt').notNull(),
    reference: text('reference').notNull().unique(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    chargeDate: date('charge_date', { mode: 'string' }).notNull(),
    /** FILING (not yet accepted by the service), PRESENTED, CONFIRMED, RETURNED, REJECTED, CANCELLED. */
    status: text('status').notNull(),
    providerDebitId: text('provider_debit_id'),
    reasonCode: text('reason_code'),
    reasonText: text('reason_text'),
    noticeSentAt: instant('notice_sent_at'),
    createdAt: instant('created_at').notNull(),
    settledAt: instant('settled_at'),
  },
  (table) => [
    uniqueIndex('loan_debits_instalment_attempt').on(table.loanId, table.instalmentNumber, table.attempt),
    index('loan_debits_status_idx').on(table.status, table.chargeDate),
  ],
);

/** Verified NACH debit webhooks, once each. */
export const debitWebhookReceipts = pgTable('debit_webhook_receipts', {
  eventId: text('event_id').primaryKey(),
  receivedAt: instant('received_at').notNull(),
});
