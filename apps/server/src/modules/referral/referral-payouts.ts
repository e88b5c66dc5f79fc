import { indianDate } from '@kredo/domain/calendar-date';
import { referralCashbackRule } from '@kredo/domain/referral';
import { and, eq, isNull, lt, or } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PayoutStatus } from '../../providers/payout/index.ts';
import { postCashbackPaid, reverseCashbackPaid } from './referral-ledger.ts';
import { referralCashbacks, referralPayouts } from './referral.schema.ts';

export type PayoutDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'payout'>;
export type ReferralPayoutRow = typeof referralPayouts.$inferSelect;

/** The sealing context of a cashback payout's account number (bound to the payout's id). */
export const payoutAccountContext = (payoutId: string) => `referral_payouts.account_number:${payoutId}`;

/**
 * A cashback's payout ended without the money staying with the referrer: the cashback is owed
 * again, FAILED, with its next attempt a day on while attempts remain (none after: operations').
 */
async function failPayout(tx: Db, payout: ReferralPayoutRow, text: string, now: Date) {
  await tx
    .update(referralPayouts)
    .set({ status: 'FAILED', failureText: text })
    .where(eq(referralPayouts.id, payout.id));
  const [cashback] = await tx
    .select()
    .from(referralCashbacks)
    .where(eq(referralCashbacks.id, payout.cashbackId))
    .for('update');
  if (!cashback) return;
  const { payoutAttempts, hoursBetweenAttempts } = referralCashbackRule;
  const again = cashback.attempts < payoutAttempts;
  await tx
    .update(referralCashbacks)
    .set({
      status: 'FAILED',
      failureText: text,
      nextAttemptAt: again ? new Date(now.getTime() + hoursBetweenAttempts * 3_600_000) : null,
    })
    .where(eq(referralCashbacks.id, cashback.id));
}

/**
 * Asks the payout service to pay a requested payout, under the payout's id as idempotency key
 * (asked again, the same payout, never a second). A payout the service refuses outright fails.
 */
export async function requestReferralPayout(deps: PayoutDeps, payout: ReferralPayoutRow): Promise<string> {
  if (payout.status !== 'REQUESTED') return 'ignored';
  let created: { payoutId: string };
  try {
    created = await deps.payout.createPayout({
      idempotencyKey: payout.id,
      amount: payout.amountPaise,
      mode: 'IMPS',
      beneficiary: {
        name: payout.beneficiaryName,
        accountNumber: deps.cipher.decrypt(payoutAccountContext(payout.id), payout.accountNumberSealed),
        ifsc: payout.ifsc,
      },
      narration: 'Kredo referral cashback',
      reference: payout.id,
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') throw error;
    await deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(referralPayouts)
        .where(eq(referralPayouts.id, payout.id))
        .for('update');
      if (locked?.status === 'REQUESTED')
        await failPayout(tx, locked, `Refused by the payout service: ${error.message}`, deps.clock.now());
    });
    return 'failed';
  }
  await deps.db
    .update(referralPayouts)
    .set({ providerId: created.payoutId, checkedAt: deps.clock.now() })
    .where(and(eq(referralPayouts.id, payout.id), isNull(referralPayouts.providerId)));
  return 'requested';
}

/** Applies what the payout service says of a payout, locked by the caller, once. */
export async function applyReferralPayout(
  tx: Db,
  payout: ReferralPayoutRow,
  status: PayoutStatus,
  now: Date,
): Promise<string> {
  if (status.status === 'queued' || status.status === 'processing') return 'ignored';
  if (status.status === 'processed' || (status.status === 'reversed' && payout.status === 'REQUESTED')) {
    if (payout.status !== 'REQUESTED') return 'stale';
    const paidAt = status.status === 'processed' ? status.processedAt : now;
    await postCashbackPaid(tx, payout, indianDate(paidAt), now);
    await tx
      .update(referralPayouts)
      .set({ status: 'PAID', utr: status.utr, paidAt, providerId: status.payoutId })
      .where(eq(referralPayouts.id, payout.id));
    await tx
      .update(referralCashbacks)
      .set({ status: 'PAID', paidAt, failureText: null, nextAttemptAt: null })
      .where(eq(referralCashbacks.id, payout.cashbackId));
    if (status.status === 'processed') return 'paid';
    const [reloaded] = await tx.select().from(referralPayouts).where(eq(referralPayouts.id, payout.id));
    return reloaded ? applyReferralPayout(tx, reloaded, status, now) : 'stale';
  }
  if (status.status === 'failed') {
    if (payout.status !== 'REQUESTED') return 'stale';
    await tx
      .update(referralPayouts)
      .set({ providerId: status.payoutId })
      .where(eq(referralPayouts.id, payout.id));
    await failPayout(tx, payout, status.reasonText, now);
    return 'failed';
  }
  if (payout.status !== 'PAID') return 'stale';
  await reverseCashbackPaid(tx, payout, status.reasonText, indianDate(now), now);
  await tx.update(referralCashbacks).set({ paidAt: null }).where(eq(referralCashbacks.id, payout.cashbackId));
  await failPayout(tx, payout, `Returned by the bank after payment: ${status.reasonText}`, now);
  return 'returned';
}

const isUuid = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

/** A payout webhook for a cashback payout (its reference), in the webhook's transaction; null if none is. */
export async function applyReferralPayoutWebhook(tx: Db, reference: string, status: PayoutStatus, now: Date) {
  if (!isUuid(reference)) return null;
  const [payout] = await tx
    .select()
    .from(referralPayouts)
    .where(eq(referralPayouts.id, reference))
    .for('update');
  if (!payout) return null;
  return applyReferralPayout(tx, payout, status, now);
}

/** Asks the payout service about one requested payout (or asks for it, never made) and applies the answer. */
export async function refreshReferralPayout(deps: PayoutDeps, payoutId: string): Promise<string> {
  const [row] = await deps.db.select().from(referralPayouts).where(eq(referralPayouts.id, payoutId));
  if (row?.status !== 'REQUESTED') return 'ignored';
  const status = row.providerId
    ? await deps.payout.fetchPayout(row.providerId)
    : await deps.payout.findPayout(row.id);
  if (!status) return requestReferralPayout(deps, row);
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(referralPayouts)
      .where(eq(referralPayouts.id, payoutId))
      .for('update');
    if (!locked) return 'ignored';
    const now = deps.clock.now();
    await tx
      .update(referralPayouts)
      .set({ checkedAt: now, providerId: status.payoutId })
      .where(eq(referralPayouts.id, payoutId));
    return applyReferralPayout(tx, locked, status, now);
  });
}

/** Requested payouts never sent, or sent with no news for two minutes: the sweep's. */
export async function payoutsToRefresh(db: Db, now: Date, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: referralPayouts.id })
    .from(referralPayouts)
    .where(
      and(
        eq(referralPayouts.status, 'REQUESTED'),
        or(
          isNull(referralPayouts.checkedAt),
          lt(referralPayouts.checkedAt, new Date(now.getTime() - 2 * 60_000)),
        ),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}
