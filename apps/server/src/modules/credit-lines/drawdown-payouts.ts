import { creditLineMessages } from '@kredo/contract/credit-lines';
import { compareDates, indianDate, isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { drawDown } from '@kredo/domain/credit-line';
import { paise } from '@kredo/domain/money';
import { and, asc, eq, isNull, lt, notExists, or } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/database.ts';
import type { PayoutStatus } from '../../providers/payout/index.ts';
import { postHold, voidHold } from '../ledger/ledger-holds.ts';
import { loanProducts } from '../loan-products/loan-products.schema.ts';
import { noteDisbursal } from '../referral/referral-earnings.ts';
import { lockOpportunity } from '../underwriting/opportunity-moves.ts';
import { opportunities } from '../underwriting/underwriting.schema.ts';
import {
  billsOf,
  drawdownAccountContext,
  drawdownHoldKey,
  lineOf,
  lockCreditLine,
  type DrawdownRow,
} from './credit-line-records.ts';
import { openCreditLine } from './credit-line-opening.ts';
import { reverseReturnedDrawdown } from './drawdown-reversals.ts';
import { collectLineBills } from './line-debit-presentations.ts';
import { creditLineDrawdowns, creditLines } from './credit-lines.schema.ts';
import { payLineRefunds } from './line-refunds.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'payout'>;

/**
 * Sends a drawdown's payout under the drawdown's id as idempotency key and keeps the provider's
 * id. Safe to repeat: the provider answers the same payout.
 */
export async function requestDrawdownPayout(deps: Deps, row: DrawdownRow): Promise<'requested' | 'refused'> {
  if (row.status !== 'PROCESSING') return 'requested';
  const accountNumber = deps.cipher.decrypt(drawdownAccountContext(row.id), row.accountNumberSealed);
  let created: { payoutId: string };
  try {
    created = await deps.payout.createPayout({
      idempotencyKey: row.id,
      amount: row.amountPaise,
      mode: row.mode as 'IMPS' | 'NEFT',
      beneficiary: { name: row.beneficiaryName, accountNumber, ifsc: row.ifsc },
      narration: 'Credit line drawdown',
      reference: row.id,
    });
  } catch (error) {
    // The provider refused the payout itself (its limits, the account): it will not be made, so
    // the drawdown fails and its room comes back. Anything else is asked again by the sweep.
    if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') throw error;
    await deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(creditLineDrawdowns)
        .where(eq(creditLineDrawdowns.id, row.id))
        .for('update');
      if (locked?.status !== 'PROCESSING') return;
      await voidHold(tx, drawdownHoldKey(row.id), deps.clock.now());
      await tx
        .update(creditLineDrawdowns)
        .set({ status: 'FAILED', failureText: creditLineMessages.payoutRefused })
        .where(eq(creditLineDrawdowns.id, row.id));
    });
    return 'refused';
  }
  await deps.db
    .update(creditLineDrawdowns)
    .set({ payoutId: created.payoutId, payoutCheckedAt: deps.clock.now() })
    .where(and(eq(creditLineDrawdowns.id, row.id), isNull(creditLineDrawdowns.payoutId)));
  return 'requested';
}

/** The day a payout made on `paidOn` counts from: the line's open day if the close has passed it. */
const effectiveDay = (businessDate: string, paidOn: IsoDate): IsoDate =>
  compareDates(paidOn, isoDate(businessDate)) < 0 ? isoDate(businessDate) : paidOn;

/**
 * Applies what the provider says of a drawdown's payout, in the caller's transaction with the
 * drawdown locked. Processed: the hold posts as the drawdown's entry on the day paid (or the line's
 * open day, if the close has passed it), the principal grows and the fee waits for the next bill.
 * Failed: the hold is voided and the room comes back. Reversed after payment: taken off the line
 * with its fee and interest, billed or not (drawdown-reversals.ts). A reversal reported first is
 * applied as processed, then reversed.
 */
export async function applyDrawdownPayout(
  tx: Db,
  row: DrawdownRow,
  status: PayoutStatus,
  now: Date,
): Promise<'moved' | 'stale' | 'refused' | 'ignored'> {
  if (status.status === 'queued' || status.status === 'processing') return 'ignored';
  if (status.status === 'reversed' && row.status === 'PROCESSING') {
    const paid = await applyDrawdownPayout(
      tx,
      row,
      { ...status, status: 'processed', processedAt: now },
      now,
    );
    if (paid !== 'moved') return paid;
    const [reloaded] = await tx.select().from(creditLineDrawdowns).where(eq(creditLineDrawdowns.id, row.id));
    return reloaded ? applyDrawdownPayout(tx, reloaded, status, now) : 'refused';
  }
  const line = await lockCreditLine(tx, row.lineId);
  if (!line) return 'refused';
  if (status.status === 'processed') {
    if (row.status !== 'PROCESSING') return 'stale';
    const day = effectiveDay(line.businessDate, indianDate(status.processedAt));
    await postHold(tx, drawdownHoldKey(row.id), day, now);
    const drawn = drawDown(
      lineOf(line, await billsOf(tx, line.id), paise(row.amountPaise)),
      paise(row.amountPaise),
      true,
    );
    if (!drawn.ok) throw new Error(`drawdown ${row.id}: ${drawn.refusal.message}`);
    // The fee was fixed when the room was held: the line keeps what the hold posted.
    const fees = { fee: paise(row.convenienceFeePaise), gst: paise(row.convenienceFeeGstPaise) };
    await tx
      .update(creditLines)
      .set({
        principalPaise: drawn.line.principal,
        unbilledFeesPaise: paise(line.unbilledFeesPaise + fees.fee),
        unbilledGstPaise: paise(line.unbilledGstPaise + fees.gst),
      })
      .where(eq(creditLines.id, line.id));
    await tx
      .update(creditLineDrawdowns)
      .set({
        status: 'PAID',
        utr: status.utr,
        paidOn: day,
        paidAt: status.processedAt,
        payoutId: status.payoutId,
      })
      .where(eq(creditLineDrawdowns.id, row.id));
    // A referred borrower's first drawdown earns their referrer's cashback, with this payout or never.
    await noteDisbursal(
      tx,
      {
        userId: line.userId,
        subject: 'DRAWDOWN',
        subjectId: row.id,
        lenderId: line.lenderId,
        principal: row.amountPaise,
        disbursedOn: day,
      },
      now,
    );
    return 'moved';
  }
  if (status.status === 'failed') {
    if (row.status !== 'PROCESSING') return 'stale';
    await voidHold(tx, drawdownHoldKey(row.id), now);
    await tx
      .update(creditLineDrawdowns)
      .set({ status: 'FAILED', failureText: status.reasonText, payoutId: status.payoutId })
      .where(eq(creditLineDrawdowns.id, row.id));
    return 'moved';
  }
  // Returned by the beneficiary's bank after it was paid.
  return reverseReturnedDrawdown(tx, row, line, status.reasonText, now);
}

/** A payout webhook for a drawdown (its reference), in the webhook's transaction; null if none is. */
export async function applyDrawdownWebhook(tx: Db, reference: string, status: PayoutStatus, now: Date) {
  const [row] = await tx
    .select()
    .from(creditLineDrawdowns)
    .where(or(eq(creditLineDrawdowns.id, reference), eq(creditLineDrawdowns.payoutId, status.payoutId)))
    .for('update');
  if (!row) return null;
  return applyDrawdownPayout(tx, row, status, now);
}

/** How long a drawdown's payout may go without news before the sweep asks the provider. */
export const drawdownQuietMs = 2 * 60_000;

/** Asks the provider about one drawdown in flight (or asks for its payout, never requested) and applies the answer. */
export async function refreshDrawdown(deps: Deps, drawdownId: string): Promise<string> {
  const [row] = await deps.db
    .select()
    .from(creditLineDrawdowns)
    .where(eq(creditLineDrawdowns.id, drawdownId));
  if (row?.status !== 'PROCESSING') return 'ignored';
  const status = row.payoutId
    ? await deps.payout.fetchPayout(row.payoutId)
    : await deps.payout.findPayout(row.id);
  if (!status) return requestDrawdownPayout(deps, row);
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(creditLineDrawdowns)
      .where(eq(creditLineDrawdowns.id, drawdownId))
      .for('update');
    if (!locked) return 'ignored';
    const now = deps.clock.now();
    await tx
      .update(creditLineDrawdowns)
      .set({ payoutCheckedAt: now, payoutId: status.payoutId })
      .where(eq(creditLineDrawdowns.id, drawdownId));
    return applyDrawdownPayout(tx, locked, status, now);
  });
}

/**
 * The credit lines' sweep: the bills' NACH debits (notices, presentations, answers not heard),
 * every drawdown in flight with no news for two minutes (or whose payout was never requested) is
 * asked about, each excess received on a line is paid back (line-refunds.ts), and every credit line
 * opportunity awaiting disbursal with no line (a move to it by staff, or one from before lines
 * opened) opens its line.
 */
export async function resumeCreditLines(
  deps: Deps & Pick<AppDeps, 'database' | 'mandate' | 'notifier'>,
  report: (error: unknown) => void,
): Promise<void> {
  await collectLineBills(deps, report);
  const quietSince = new Date(deps.clock.now().getTime() - drawdownQuietMs);
  const quiet = await deps.db
    .select({ id: creditLineDrawdowns.id })
    .from(creditLineDrawdowns)
    .where(
      and(
        eq(creditLineDrawdowns.status, 'PROCESSING'),
        or(isNull(creditLineDrawdowns.payoutCheckedAt), lt(creditLineDrawdowns.payoutCheckedAt, quietSince)),
      ),
    )
    .orderBy(asc(creditLineDrawdowns.requestedAt))
    .limit(100);
  for (const { id } of quiet) await refreshDrawdown(deps, id).catch(report);
  await payLineRefunds(deps, report);
  const waiting = await deps.db
    .select({ id: opportunities.id })
    .from(opportunities)
    .innerJoin(loanProducts, eq(loanProducts.code, opportunities.productCode))
    .where(
      and(
        eq(opportunities.status, 'DISBURSAL_PENDING'),
        eq(loanProducts.productType, 'CREDIT_LINE'),
        notExists(deps.db.select().from(creditLines).where(eq(creditLines.opportunityId, opportunities.id))),
      ),
    )
    .limit(100);
  for (const { id } of waiting)
    await deps.db
      .transaction(async (tx) => {
        const opportunity = await lockOpportunity(tx, id);
        if (opportunity) await openCreditLine(tx, opportunity, deps.clock.now());
      })
      .catch(report);
}
