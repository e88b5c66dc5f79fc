import { randomUUID } from 'node:crypto';

import { impsLimitPaise } from '@kredo/contract/disbursals';
import { indianDate } from '@kredo/domain/calendar-date';
import { credit, debit } from '@kredo/domain/ledger';
import { paise } from '@kredo/domain/money';
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PayoutStatus } from '../../providers/payout/index.ts';
import { postEntry, reverseEntry } from '../ledger/ledger.service.ts';
import { accountNumberContext as profileAccountContext, bankAccountsOf } from '../profile/profile.service.ts';
import { creditLineRefunds } from './credit-line-refunds.schema.ts';
import { creditLines } from './credit-lines.schema.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'payout'>;
export type LineRefundRow = typeof creditLineRefunds.$inferSelect;

/** The sealing context of a refund's account number (bound to the refund's id). */
const refundAccountContext = (refundId: string) => `credit_line_refunds.account_number:${refundId}`;

/** The key of the entry that pays a refund out (Dr refunds payable, Cr disbursal clearing). */
export const lineRefundPaidKey = (refundId: string) => `line-refund-paid:${refundId}`;

/**
 * A receipt's excess to pay back, in the receipt's transaction: its entry has already credited
 * refunds payable, so the money and the promise to pay it are made together. Nothing for a
 * receipt with no excess, or one already refunded.
 */
export async function recordLineRefund(
  tx: Db,
  repayment: { id: string; lineId: string; excessPaise: number },
  now: Date,
): Promise<void> {
  if (repayment.excessPaise <= 0) return;
  await tx
    .insert(creditLineRefunds)
    .values({
      id: randomUUID(),
      lineId: repayment.lineId,
      repaymentId: repayment.id,
      amountPaise: repayment.excessPaise,
      status: 'REQUESTED',
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** Ends a refund the payout service will not make; its money stays in refunds payable for operations. */
async function refuse(deps: Deps, refundId: string, failureText: string): Promise<'refused'> {
  await deps.db
    .update(creditLineRefunds)
    .set({ status: 'FAILED', failureText })
    .where(and(eq(creditLineRefunds.id, refundId), eq(creditLineRefunds.status, 'REQUESTED')));
  return 'refused';
}

/**
 * Where a refund goes: the borrower's verified disbursal account, the one the line's drawdowns are
 * paid to, sealed on the refund the first time it is asked for so every retry sends the same
 * payout. Null when the borrower has none.
 */
async function beneficiaryOf(deps: Deps, refund: LineRefundRow) {
  let row = refund;
  if (!row.accountNumberSealed) {
    const [line] = await deps.db
      .select({ userId: creditLines.userId })
      .from(creditLines)
      .where(eq(creditLines.id, row.lineId));
    const account = line
      ? (await bankAccountsOf({ db: deps.db }, line.userId)).find(
          (each) => each.purposeType === 'DISBURSAL' && each.verificationStatus === 'VERIFIED',
        )
      : undefined;
    if (!account) return null;
    const accountNumber = deps.cipher.decrypt(profileAccountContext(account.id), account.accountNumberSealed);
    await deps.db
      .update(creditLineRefunds)
      .set({
        beneficiaryName: account.beneficiaryName,
        accountNumberSealed: deps.cipher.encrypt(refundAccountContext(row.id), accountNumber),
        accountNumberLast4: account.accountNumberLast4,
        ifsc: account.ifsc,
      })
      .where(and(eq(creditLineRefunds.id, row.id), isNull(creditLineRefunds.accountNumberSealed)));
    // Two sweeps at once: whichever sealed first is the account.
    [row = refund] = await deps.db.select().from(creditLineRefunds).where(eq(creditLineRefunds.id, row.id));
  }
  if (!row.accountNumberSealed || !row.ifsc || !row.beneficiaryName) return null;
  return {
    name: row.beneficiaryName,
    accountNumber: deps.cipher.decrypt(refundAccountContext(row.id), row.accountNumberSealed),
    ifsc: row.ifsc,
  };
}

/**
 * Asks the payout service to pay a requested refund, under the refund's id as its idempotency
 * key: asked again, it answers the same payout, never a second. A refund the service refuses
 * outright, or with no account to pay, fails for operations.
 */
export async function requestLineRefundPayout(deps: Deps, refund: LineRefundRow): Promise<string> {
  if (refund.status !== 'REQUESTED') return 'ignored';
  const beneficiary = await beneficiaryOf(deps, refund);
  if (!beneficiary) return refuse(deps, refund.id, 'No verified disbursal account to pay the refund to');
  let created: { payoutId: string };
  try {
    created = await deps.payout.createPayout({
      idempotencyKey: refund.id,
      amount: refund.amountPaise,
      mode: refund.amountPaise > impsLimitPaise ? 'NEFT' : 'IMPS',
      beneficiary,
      narration: 'Credit line excess refund',
      reference: refund.id,
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') throw error;
    return refuse(deps, refund.id, `Refused by the payout service: ${error.message}`);
  }
  await deps.db
    .update(creditLineRefunds)
    .set({ payoutId: created.payoutId, payoutCheckedAt: deps.clock.now() })
    .where(and(eq(creditLineRefunds.id, refund.id), isNull(creditLineRefunds.payoutId)));
  return 'requested';
}

/**
 * Applies what the payout service says of a refund, locked by the caller, once. Processed: refunds
 * payable is cleared against the payout bank (disbursal clearing) and the refund is PAID. Failed:
 * nothing left refunds payable, so the money is still there, owed to the borrower; the refund is
 * FAILED and not tried again on its own. Returned after it was paid: the payout's entry is
 * reversed, the money back in refunds payable, and the refund FAILED. A return reported first is
 * applied as paid, then returned.
 */
export async function applyLineRefundPayout(
  tx: Db,
  refund: LineRefundRow,
  status: PayoutStatus,
  now: Date,
): Promise<'paid' | 'failed' | 'returned' | 'stale' | 'ignored'> {
  if (status.status === 'queued' || status.status === 'processing') return 'ignored';
  if (status.status === 'reversed' && refund.status === 'REQUESTED') {
    const paid = await applyLineRefundPayout(
      tx,
      refund,
      { ...status, status: 'processed', processedAt: now },
      now,
    );
    if (paid !== 'paid') return paid;
    const [reloaded] = await tx.select().from(creditLineRefunds).where(eq(creditLineRefunds.id, refund.id));
    return reloaded ? applyLineRefundPayout(tx, reloaded, status, now) : 'stale';
  }
  const [line] = await tx
    .select({ lenderId: creditLines.lenderId, account: creditLines.lenderLoanAcctId })
    .from(creditLines)
    .where(eq(creditLines.id, refund.lineId));
  if (!line) return 'stale';
  const amount = paise(refund.amountPaise);
  if (status.status === 'processed') {
    if (refund.status !== 'REQUESTED') return 'stale';
    await postEntry(
      tx,
      {
        idempotencyKey: lineRefundPaidKey(refund.id),
        lenderId: line.lenderId,
        kind: 'refund',
        businessDate: indianDate(status.processedAt),
        narration: `Excess received on credit line ${line.account} refunded, UTR ${status.utr}`,
        lines: [debit('refunds-payable', amount), credit('disbursal-clearing', amount)],
      },
      now,
    );
    await tx
      .update(creditLineRefunds)
      .set({ status: 'PAID', utr: status.utr, paidAt: status.processedAt, payoutId: status.payoutId })
      .where(eq(creditLineRefunds.id, refund.id));
    return 'paid';
  }
  if (status.status === 'failed') {
    if (refund.status !== 'REQUESTED') return 'stale';
    await tx
      .update(creditLineRefunds)
      .set({ status: 'FAILED', failureText: status.reasonText, payoutId: status.payoutId })
      .where(eq(creditLineRefunds.id, refund.id));
    return 'failed';
  }
  if (refund.status !== 'PAID') return 'stale';
  await reverseEntry(
    tx,
    lineRefundPaidKey(refund.id),
    `Refund returned by the beneficiary's bank (${status.reasonText}): owed to the borrower again`,
    indianDate(now),
    now,
  );
  await tx
    .update(creditLineRefunds)
    .set({ status: 'FAILED', failureText: `Returned by the bank after payment: ${status.reasonText}` })
    .where(eq(creditLineRefunds.id, refund.id));
  return 'returned';
}

const isUuid = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

/** A payout webhook for a line's refund (its reference), in the webhook's transaction; null if none is. */
export async function applyLineRefundWebhook(tx: Db, reference: string, status: PayoutStatus, now: Date) {
  const [refund] = await tx
    .select()
    .from(creditLineRefunds)
    .where(
      isUuid(reference)
        ? or(eq(creditLineRefunds.id, reference), eq(creditLineRefunds.payoutId, status.payoutId))
        : eq(creditLineRefunds.payoutId, status.payoutId),
    )
    .for('update');
  if (!refund) return null;
  return applyLineRefundPayout(tx, refund, status, now);
}

/** Asks the payout service about one requested refund (or asks for its payout, never made) and applies the answer. */
export async function refreshLineRefund(deps: Deps, refundId: string): Promise<string> {
  const [row] = await deps.db.select().from(creditLineRefunds).where(eq(creditLineRefunds.id, refundId));
  if (row?.status !== 'REQUESTED') return 'ignored';
  const status = row.payoutId
    ? await deps.payout.fetchPayout(row.payoutId)
    : await deps.payout.findPayout(row.id);
  if (!status) return requestLineRefundPayout(deps, row);
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(creditLineRefunds)
      .where(eq(creditLineRefunds.id, refundId))
      .for('update');
    if (!locked) return 'ignored';
    const now = deps.clock.now();
    await tx
      .update(creditLineRefunds)
      .set({ payoutCheckedAt: now, payoutId: status.payoutId })
      .where(eq(creditLineRefunds.id, refundId));
    return applyLineRefundPayout(tx, locked, status, now);
  });
}

/** How long a refund's payout may go without news before the sweep asks the payout service. */
export const lineRefundQuietMs = 2 * 60_000;

/**
 * The sweep's refunds of lines: each requested refund not yet sent is sent, and each sent with no
 * news for two minutes is asked about, oldest first.
 */
export async function payLineRefunds(deps: Deps, report: (error: unknown) => void): Promise<void> {
  const quietSince = new Date(deps.clock.now().getTime() - lineRefundQuietMs);
  const due = await deps.db
    .select({ id: creditLineRefunds.id })
    .from(creditLineRefunds)
    .where(
      and(
        eq(creditLineRefunds.status, 'REQUESTED'),
        or(isNull(creditLineRefunds.payoutCheckedAt), lt(creditLineRefunds.payoutCheckedAt, quietSince)),
      ),
    )
    .orderBy(asc(creditLineRefunds.createdAt))
    .limit(100);
  for (const { id } of due) await refreshLineRefund(deps, id).catch(report);
}
