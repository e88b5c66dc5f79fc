import { randomUUID } from 'node:crypto';

import type { IsoDate } from '@kredo/domain/calendar-date';
import { paise } from '@kredo/domain/money';
import { cashbackSchedule, referralCashback } from '@kredo/domain/referral';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { lenderTermsOf } from '../consent/lender-terms.ts';
import { postCashbackEarned } from './referral-ledger.ts';
import { referralCashbacks, referrals } from './referral.schema.ts';

/** Money that reached a borrower: a term loan's payout or a credit line's drawdown. */
export type Disbursal = {
  userId: string;
  subject: 'LOAN' | 'DRAWDOWN';
  /** The loan's id, or the drawdown's. */
  subjectId: string;
  lenderId: number;
  principal: number;
  disbursedOn: IsoDate;
};

/**
 * Told of every disbursal in the disbursal's own transaction (loan-opening.ts, drawdown-payouts.ts),
 * so a cashback is earned if and only if the money went out. A borrower someone referred earns
 * their referrer the cashback of their first disbursal that earns any: the cashback's row (one per
 * referral) and its entry (under the referral's key) are written here together, so a replayed
 * webhook, a second loan or a restart mid-way never earns it twice. Anyone else costs one read.
 */
export async function noteDisbursal(tx: Db, disbursal: Disbursal, now: Date): Promise<void> {
  const [referral] = await tx
    .select({ id: referrals.id, referrerUserId: referrals.referrerUserId })
    .from(referrals)
    .where(eq(referrals.referredUserId, disbursal.userId));
  if (!referral) return;
  const amount = referralCashback(paise(disbursal.principal));
  if (amount === 0) return;
  const { coolingOffDays } = lenderTermsOf(disbursal.lenderId).disclosures;
  const { payableOn, payBy } = cashbackSchedule(disbursal.disbursedOn, coolingOffDays);
  const [earned] = await tx
    .insert(referralCashbacks)
    .values({
      id: randomUUID(),
      referralId: referral.id,
      referrerUserId: referral.referrerUserId,
      subject: disbursal.subject,
      subjectId: disbursal.subjectId,
      lenderId: disbursal.lenderId,
      principalPaise: disbursal.principal,
      amountPaise: amount,
      disbursedOn: disbursal.disbursedOn,
      payableOn,
      payBy,
      status: 'EARNED',
      earnedAt: now,
    })
    .onConflictDoNothing({ target: referralCashbacks.referralId })
    .returning();
  if (earned) await postCashbackEarned(tx, earned, disbursal.disbursedOn, now);
}
