import type { ReferralSummary } from '@kredo/contract/referral';
import type { CashbackStatus, ReferralRow } from '@kredo/contract/referral-back-office';
import { indianDate } from '@kredo/domain/calendar-date';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/database.ts';
import { users } from '../users/users.schema.ts';
import { referralCashbacks, referralPayouts, referrals } from './referral.schema.ts';

const listLimit = 200;
const iso = (at: Date | null) => at?.toISOString() ?? null;

/** How a referrer sees a cashback: on its way, paid, or cancelled (the loan was undone). */
const seenAs = (status: string) => (status === 'PAID' ? 'PAID' : status === 'VOID' ? 'CANCELLED' : 'PENDING');

/** The signed-in borrower's referrals: how many joined through their link, their cashbacks newest first. */
export async function referralSummaryOf(db: Db, userId: string): Promise<ReferralSummary> {
  const [joined] = await db
    .select({ n: count() })
    .from(referrals)
    .where(eq(referrals.referrerUserId, userId));
  const cashbacks = await db
    .select()
    .from(referralCashbacks)
    .where(eq(referralCashbacks.referrerUserId, userId))
    .orderBy(desc(referralCashbacks.earnedAt));
  return {
    referred: joined?.n ?? 0,
    cashbacks: cashbacks.map((row) => ({
      amount: row.amountPaise,
      status: seenAs(row.status),
      earnedOn: row.disbursedOn,
      payBy: row.payBy,
      paidOn: row.paidAt ? indianDate(row.paidAt) : null,
    })),
  };
}

const referrer = alias(users, 'referrer');
const referred = alias(users, 'referred');

/** Referrals for operations, newest first: all, those whose cashback is in a state, or with none yet. */
export async function referralList(
  db: Db,
  query: { status?: CashbackStatus | 'NONE' | undefined; cashbackId?: string },
): Promise<{ referrals: ReferralRow[]; truncated: boolean }> {
  const where: SQL[] = [];
  if (query.cashbackId) where.push(eq(referralCashbacks.id, query.cashbackId));
  if (query.status === 'NONE') where.push(isNull(referralCashbacks.id));
  else if (query.status) where.push(eq(referralCashbacks.status, query.status));
  const rows = await db
    .select({
      referral: referrals,
      cashback: referralCashbacks,
      utr: referralPayouts.utr,
      referrerName: referrer.name,
      referredName: referred.name,
    })
    .from(referrals)
    .innerJoin(referrer, eq(referrer.id, referrals.referrerUserId))
    .innerJoin(referred, eq(referred.id, referrals.referredUserId))
    .leftJoin(referralCashbacks, eq(referralCashbacks.referralId, referrals.id))
    .leftJoin(
      referralPayouts,
      and(
        eq(referralPayouts.cashbackId, referralCashbacks.id),
        inArray(referralPayouts.status, ['REQUESTED', 'PAID']),
      ),
    )
    .where(and(...where))
    .orderBy(desc(referrals.attributedAt))
    .limit(listLimit + 1);
  return {
    referrals: rows.slice(0, listLimit).map(({ referral, cashback, utr, referrerName, referredName }) => ({
      referralId: referral.id,
      referrerUserId: referral.referrerUserId,
      referrerName,
      referredUserId: referral.referredUserId,
      referredName,
      attributedAt: referral.attributedAt.toISOString(),
      cashback: cashback && {
        cashbackId: cashback.id,
        status: cashback.status as CashbackStatus,
        amount: cashback.amountPaise,
        principal: cashback.principalPaise,
        subject: cashback.subject as 'LOAN' | 'DRAWDOWN',
        disbursedOn: cashback.disbursedOn,
        payableOn: cashback.payableOn,
        payBy: cashback.payBy,
        attempts: cashback.attempts,
        nextAttemptAt: iso(cashback.nextAttemptAt),
        utr,
        failureText: cashback.failureText,
        paidAt: iso(cashback.paidAt),
      },
    })),
    truncated: rows.length > listLimit,
  };
}
