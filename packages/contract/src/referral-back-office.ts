import * as z from 'zod/mini';

import { apiBases } from './api-bases.ts';

/**
 * Operations' referrals (the console's Referrals page): each sign-up attributed to a referrer's
 * link, with the cashback its first disbursal earned and where that stands, filtered by the
 * cashback's state; and paying a cashback now (owed for want of an account, or failed), audited.
 * Amounts are paise.
 */
const base = `${apiBases.backOffice}/referrals`;
export const backOfficeReferralPaths = {
  referrals: base,
  payCashback: `${base}/cashbacks/:cashbackId/pay`,
} as const;

/**
 * EARNED: waiting for the loan's cooling-off period to end; PAYING: a payout asked for; PAID;
 * OWED: the referrer has no verified bank account yet; FAILED: the payouts failed (tried again
 * by itself while attempts remain); VOID: the loan was exited in its cooling-off period or its
 * payout returned, so nothing is earned.
 */
export const cashbackStatuses = ['EARNED', 'PAYING', 'PAID', 'OWED', 'FAILED', 'VOID'] as const;
export type CashbackStatus = (typeof cashbackStatuses)[number];

export const referralsQuerySchema = z.object({
  /** A cashback state, or NONE: referred people with no disbursal yet. */
  status: z.optional(z.enum([...cashbackStatuses, 'NONE'])),
});

const instant = z.nullable(z.iso.datetime());
const paise = z.number().check(z.int(), z.nonnegative());

export const referralCashbackSchema = z.object({
  cashbackId: z.string(),
  status: z.enum(cashbackStatuses),
  amount: paise,
  /** The first disbursal's principal, and whether it was a loan's payout or a line's drawdown. */
  principal: paise,
  subject: z.enum(['LOAN', 'DRAWDOWN']),
  disbursedOn: z.iso.date(),
  payableOn: z.iso.date(),
  payBy: z.iso.date(),
  /** Payouts tried so far, and when the next is due (null: none planned). */
  attempts: z.number().check(z.int(), z.nonnegative()),
  nextAttemptAt: instant,
  utr: z.nullable(z.string()),
  failureText: z.nullable(z.string()),
  paidAt: instant,
});
export type ReferralCashbackRow = z.output<typeof referralCashbackSchema>;

export const referralRowSchema = z.object({
  referralId: z.string(),
  referrerUserId: z.string(),
  referrerName: z.nullable(z.string()),
  referredUserId: z.string(),
  referredName: z.nullable(z.string()),
  attributedAt: z.iso.datetime(),
  cashback: z.nullable(referralCashbackSchema),
});
export type ReferralRow = z.output<typeof referralRowSchema>;

export const referralListSchema = z.object({
  referrals: z.array(referralRowSchema),
  /** More matched than the newest shown. */
  truncated: z.boolean(),
});

export const cashbackParamsSchema = z.object({ cashbackId: z.uuid() });
