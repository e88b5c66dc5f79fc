import { randomUUID } from 'node:crypto';

import { compareDates, isoDate } from '@kredo/domain/calendar-date';
import { and, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { isDrawdownUndone } from '../credit-lines/drawdown-standing.ts';
import { isLoanUndone } from '../loans/loan-standing.ts';
import { accountNumberContext, bankAccountsOf } from '../profile/profile.service.ts';
import { reverseCashbackEarned } from './referral-ledger.ts';
import {
  payoutAccountContext,
  requestReferralPayout,
  type PayoutDeps,
  type ReferralPayoutRow,
} from './referral-payouts.ts';
import { referralCashbacks, referralPayouts } from './referral.schema.ts';

type CashbackRow = typeof referralCashbacks.$inferSelect;

/** How often a cashback owed for want of an account looks for one again. */
const owedCheckMs = 60 * 60_000;

const isUndone = (db: Db, cashback: CashbackRow) =>
  cashback.subject === 'LOAN'
    ? isLoanUndone(db, cashback.subjectId)
    : isDrawdownUndone(db, cashback.subjectId);

/** The referrer's verified bank account: the disbursal account of their own loan, penny-dropped. */
async function verifiedAccountOf(db: Db, userId: string) {
  return (await bankAccountsOf({ db }, userId)).find(
    (account) => account.purposeType === 'DISBURSAL' && account.verificationStatus === 'VERIFIED',
  );
}

export type PayOutcome = 'ignored' | 'not-due' | 'void' | 'owed' | 'requested' | 'failed';

/**
 * Pays a cashback that is due: earned and past its cooling-off wait, owed, or failed (by the sweep
 * when its next attempt is due; by staff at once). A loan undone in the meantime voids it, its
 * entry reversed; a referrer with no verified account leaves it owed; otherwise a payout to that
 * account is written with the cashback's move to PAYING in one transaction, then asked for.
 */
export async function payCashback(deps: PayoutDeps, cashbackId: string): Promise<PayOutcome> {
  const now = deps.clock.now();
  const today = isoDate(deps.clock.businessDate());
  const started = await deps.db.transaction(async (tx) => {
    const [cashback] = await tx
      .select()
      .from(referralCashbacks)
      .where(eq(referralCashbacks.id, cashbackId))
      .for('update');
    if (!cashback || !['EARNED', 'OWED', 'FAILED'].includes(cashback.status)) return 'ignored' as const;
    if (compareDates(isoDate(cashback.payableOn), today) > 0) return 'not-due' as const;
    if (await isUndone(tx, cashback)) {
      await reverseCashbackEarned(
        tx,
        cashback,
        `${cashback.subject.toLowerCase()} ${cashback.subjectId} undone`,
        today,
        now,
      );
      await tx
        .update(referralCashbacks)
        .set({ status: 'VOID', voidedAt: now, nextAttemptAt: null })
        .where(eq(referralCashbacks.id, cashback.id));
      return 'void' as const;
    }
    const account = await verifiedAccountOf(tx, cashback.referrerUserId);
    if (!account) {
      await tx
        .update(referralCashbacks)
        .set({ status: 'OWED', checkedAt: now, nextAttemptAt: null })
        .where(eq(referralCashbacks.id, cashback.id));
      return 'owed' as const;
    }
    const id = randomUUID();
    const number = deps.cipher.decrypt(accountNumberContext(account.id), account.accountNumberSealed);
    const [payout] = await tx
      .insert(referralPayouts)
      .values({
        id,
        cashbackId: cashback.id,
        amountPaise: cashback.amountPaise,
        status: 'REQUESTED',
        beneficiaryName: account.beneficiaryName,
        accountNumberSealed: deps.cipher.encrypt(payoutAccountContext(id), number),
        accountNumberLast4: account.accountNumberLast4,
        ifsc: account.ifsc,
        createdAt: now,
      })
      .returning();
    await tx
      .update(referralCashbacks)
      .set({ status: 'PAYING', attempts: cashback.attempts + 1, nextAttemptAt: null, checkedAt: now })
      .where(eq(referralCashbacks.id, cashback.id));
    return payout as ReferralPayoutRow;
  });
  if (typeof started === 'string') return started;
  return (await requestReferralPayout(deps, started)) === 'failed' ? 'failed' : 'requested';
}

/**
 * The cashbacks the sweep pays now: earned ones past their wait, owed ones not looked at for an
 * hour, failed ones whose next attempt is due. Oldest first.
 */
export async function cashbacksDue(db: Db, now: Date, today: string, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: referralCashbacks.id })
    .from(referralCashbacks)
    .where(
      and(
        inArray(referralCashbacks.status, ['EARNED', 'OWED', 'FAILED']),
        lte(referralCashbacks.payableOn, today),
        or(
          eq(referralCashbacks.status, 'EARNED'),
          and(
            eq(referralCashbacks.status, 'OWED'),
            or(
              isNull(referralCashbacks.checkedAt),
              lt(referralCashbacks.checkedAt, new Date(now.getTime() - owedCheckMs)),
            ),
          ),
          and(eq(referralCashbacks.status, 'FAILED'), lte(referralCashbacks.nextAttemptAt, now)),
        ),
      ),
    )
    .orderBy(referralCashbacks.payableOn)
    .limit(limit);
  return rows.map((row) => row.id);
}
