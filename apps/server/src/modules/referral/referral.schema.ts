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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { users } from '../users/users.schema.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A borrower's referral link: one random short code per user (asking again answers it), and the
 * long link it was first made from (spec 002 §3: campaign, medium = the user id, source).
 */
export const referralLinks = pgTable('referral_links', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  code: text('code').notNull().unique(),
  longLink: text('long_link').notNull(),
  createdAt: instant('created_at').notNull(),
});

/**
 * A sign-up attributed to a referrer: made by the sign-in that created the referred account,
 * through the code of the link it came by. One per referred user, never the referrer.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey(),
    referrerUserId: uuid('referrer_user_id')
      .notNull()
      .references(() => users.id),
    referredUserId: uuid('referred_user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    code: text('code').notNull(),
    attributedAt: instant('attributed_at').notNull(),
  },
  (table) => [
    index('referrals_referrer_idx').on(table.referrerUserId),
    index('referrals_attributed_idx').on(table.attributedAt),
    check('referrals_not_self', sql`${table.referrerUserId} <> ${table.referredUserId}`),
  ],
);

/**
 * The cashback a referral earned with its referred customer's first disbursal (a loan's payout or
 * a credit line's first drawdown): one per referral, written with its ledger entry in the
 * disbursal's transaction. EARNED until `payableOn` (the cooling-off period over); then PAYING
 * (a payout asked for), PAID, OWED (no verified account of the referrer's yet), FAILED (payouts
 * failed: tried again at `nextAttemptAt`, none planned when attempts ran out), or VOID (the loan
 * was exited in its cooling-off period or its payout returned: the entry reversed).
 */
export const referralCashbacks = pgTable(
  'referral_cashbacks',
  {
    id: uuid('id').primaryKey(),
    referralId: uuid('referral_id')
      .notNull()
      .unique()
      .references(() => referrals.id),
    referrerUserId: uuid('referrer_user_id')
      .notNull()
      .references(() => users.id),
    /** LOAN (a term loan's payout) or DRAWDOWN (a credit line's first drawdown), and its id. */
    subject: text('subject').notNull(),
    subjectId: uuid('subject_id').notNull(),
    lenderId: integer('lender_id').notNull(),
    principalPaise: bigint('principal_paise', { mode: 'number' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    disbursedOn: date('disbursed_on', { mode: 'string' }).notNull(),
    payableOn: date('payable_on', { mode: 'string' }).notNull(),
    payBy: date('pay_by', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at'),
    /** When an owed cashback last looked for the referrer's account. */
    checkedAt: instant('checked_at'),
    failureText: text('failure_text'),
    earnedAt: instant('earned_at').notNull(),
    paidAt: instant('paid_at'),
    voidedAt: instant('voided_at'),
  },
  (table) => [
    index('referral_cashbacks_referrer_idx').on(table.referrerUserId),
    index('referral_cashbacks_due_idx')
      .on(table.payableOn)
      .where(sql`${table.status} in ('EARNED', 'OWED', 'FAILED')`),
    check(
      'referral_cashbacks_status',
      sql`${table.status} in ('EARNED', 'PAYING', 'PAID', 'OWED', 'FAILED', 'VOID')`,
    ),
    check('referral_cashbacks_subject', sql`${table.subject} in ('LOAN', 'DRAWDOWN')`),
    check('referral_cashbacks_amount', sql`${table.amountPaise} > 0`),
  ],
);

/**
 * One payout of a cashback to the referrer's verified account, under this row's id as the payout
 * service's idempotency key and reference; the account number sealed here so a repeated request
 * is the same request. At most one is under way or paid per cashback.
 */
export const referralPayouts = pgTable(
  'referral_payouts',
  {
    id: uuid('id').primaryKey(),
    cashbackId: uuid('cashback_id')
      .notNull()
      .references(() => referralCashbacks.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** REQUESTED, PAID, FAILED. */
    status: text('status').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    accountNumberSealed: text('account_number_sealed').notNull(),
    accountNumberLast4: text('account_number_last4').notNull(),
    ifsc: text('ifsc').notNull(),
    providerId: text('provider_id'),
    checkedAt: instant('checked_at'),
    utr: text('utr'),
    failureText: text('failure_text'),
    createdAt: instant('created_at').notNull(),
    paidAt: instant('paid_at'),
  },
  (table) => [
    uniqueIndex('referral_payouts_one_live')
      .on(table.cashbackId)
      .where(sql`${table.status} in ('REQUESTED', 'PAID')`),
    index('referral_payouts_requested_idx')
      .on(table.checkedAt)
      .where(sql`${table.status} = 'REQUESTED'`),
    check('referral_payouts_status', sql`${table.status} in ('REQUESTED', 'PAID', 'FAILED')`),
    check('referral_payouts_amount', sql`${table.amountPaise} > 0`),
  ],
);
