import { impsLimitPaise } from '@kredo/contract/disbursals';
import { indianDate } from '@kredo/domain/calendar-date';
import { and, eq, isNull, lt, or } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PayoutStatus } from '../../providers/payout/index.ts';
import { reverseEntry } from '../ledger/ledger.service.ts';
import { goldAccountContext } from './gold-bank-accounts.ts';
import { postGoldPayout } from './gold-ledger.ts';
import { goldBankAccounts, goldPayouts } from './gold.schema.ts';

export type PayoutDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'payout'>;
type GoldPayoutRow = typeof goldPayouts.$inferSelect;

/**
 * A sell's proceeds paid to the customer's verified account by the payout service, under the
 * payout's id as its idempotency key (asked again, the same payout, never a second). Paid: gold
 * sale proceeds cleared against the payout bank. Failed: the money stays owed, the payout FAILED
 * for operations. Returned after it was paid: the payment's entry is reversed, owed again.
 */
const paidKey = (id: string) => `gold-payout:${id}`;

async function fail(db: Db, id: string, text: string) {
  await db.update(goldPayouts).set({ status: 'FAILED', failureText: text }).where(eq(goldPayouts.id, id));
  return 'failed';
}

export async function requestGoldPayout(deps: PayoutDeps, payout: GoldPayoutRow): Promise<string> {
  if (payout.status !== 'REQUESTED' || payout.purpose !== 'SALE' || !payout.bankAccountId) return 'ignored';
  const [account] = await deps.db
    .select()
    .from(goldBankAccounts)
    .where(eq(goldBankAccounts.id, payout.bankAccountId));
  if (!account) return fail(deps.db, payout.id, 'The payout account is missing');
  let created: { payoutId: string };
  try {
    created = await deps.payout.createPayout({
      idempotencyKey: payout.id,
      amount: payout.amountPaise,
      mode: payout.amountPaise > impsLimitPaise ? 'NEFT' : 'IMPS',
      beneficiary: {
        name: account.beneficiaryName,
        accountNumber: deps.cipher.decrypt(goldAccountContext(account.id), account.accountNumberSealed),
        ifsc: account.ifsc,
      },
      narration: 'Digital gold sale',
      reference: payout.id,
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') throw error;
    return fail(deps.db, payout.id, `Refused by the payout service: ${error.message}`);
  }
  await deps.db
    .update(goldPayouts)
    .set({ providerId: created.payoutId, checkedAt: deps.clock.now() })
    .where(and(eq(goldPayouts.id, payout.id), isNull(goldPayouts.providerId)));
  return 'requested';
}

/** Applies what the payout service says of a payout, locked by the caller, once. */
export async function applyGoldPayout(
  tx: Db,
  payout: GoldPayoutRow,
  status: PayoutStatus,
  now: Date,
): Promise<string> {
  if (status.status === 'queued' || status.status === 'processing') return 'ignored';
  if (payout.purpose !== 'SALE') return 'ignored';
  if (status.status === 'processed' || (status.status === 'reversed' && payout.status === 'REQUESTED')) {
    if (payout.status !== 'REQUESTED') return 'stale';
    const processedAt = status.status === 'processed' ? status.processedAt : now;
    await postGoldPayout(tx, payout, indianDate(processedAt), now);
    await tx
      .update(goldPayouts)
      .set({ status: 'PAID', utr: status.utr, paidAt: processedAt, providerId: status.payoutId })
      .where(eq(goldPayouts.id, payout.id));
    if (status.status === 'processed') return 'paid';
    const [reloaded] = await tx.select().from(goldPayouts).where(eq(goldPayouts.id, payout.id));
    return reloaded ? applyGoldPayout(tx, reloaded, status, now) : 'stale';
  }
  if (status.status === 'failed') {
    if (payout.status !== 'REQUESTED') return 'stale';
    await tx
      .update(goldPayouts)
      .set({ status: 'FAILED', failureText: status.reasonText, providerId: status.payoutId })
      .where(eq(goldPayouts.id, payout.id));
    return 'failed';
  }
  if (payout.status !== 'PAID') return 'stale';
  await reverseEntry(
    tx,
    paidKey(payout.id),
    `Gold sale proceeds returned (${status.reasonText}): owed again`,
    indianDate(now),
    now,
  );
  await tx
    .update(goldPayouts)
    .set({ status: 'FAILED', failureText: `Returned by the bank after payment: ${status.reasonText}` })
    .where(eq(goldPayouts.id, payout.id));
  return 'returned';
}

const isUuid = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

/** A payout webhook for a gold payout (its reference), in the webhook's transaction; null if none is. */
export async function applyGoldPayoutWebhook(tx: Db, reference: string, status: PayoutStatus, now: Date) {
  if (!isUuid(reference)) return null;
  const [payout] = await tx.select().from(goldPayouts).where(eq(goldPayouts.id, reference)).for('update');
  if (!payout) return null;
  return applyGoldPayout(tx, payout, status, now);
}

/** Asks the payout service about one requested payout (or asks for it, never made) and applies the answer. */
export async function refreshGoldPayout(deps: PayoutDeps, payoutId: string): Promise<string> {
  const [row] = await deps.db.select().from(goldPayouts).where(eq(goldPayouts.id, payoutId));
  if (row?.status !== 'REQUESTED' || row.purpose !== 'SALE') return 'ignored';
  const status = row.providerId
    ? await deps.payout.fetchPayout(row.providerId)
    : await deps.payout.findPayout(row.id);
  if (!status) return requestGoldPayout(deps, row);
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(goldPayouts).where(eq(goldPayouts.id, payoutId)).for('update');
    if (!locked) return 'ignored';
    const now = deps.clock.now();
    await tx
      .update(goldPayouts)
      .set({ checkedAt: now, providerId: status.payoutId })
      .where(eq(goldPayouts.id, payoutId));
    return applyGoldPayout(tx, locked, status, now);
  });
}

/** Sale payouts not yet sent, or sent with no news for two minutes: the sweep's. */
export const payoutsToRefresh = (db: Db, now: Date) => requestedToRefresh(db, now, 'SALE');

/** Requested payouts or refunds not yet asked for, or asked with no news for two minutes. */
export async function requestedToRefresh(db: Db, now: Date, purpose: 'SALE' | 'REFUND', limit = 50) {
  const rows = await db
    .select({ id: goldPayouts.id })
    .from(goldPayouts)
    .where(
      and(
        eq(goldPayouts.status, 'REQUESTED'),
        eq(goldPayouts.purpose, purpose),
        or(isNull(goldPayouts.checkedAt), lt(goldPayouts.checkedAt, new Date(now.getTime() - 2 * 60_000))),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}
