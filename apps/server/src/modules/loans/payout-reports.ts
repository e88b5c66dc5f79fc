import { indianDate } from '@kredo/domain/calendar-date';
import { moveDisbursal, type DisbursalEvent, type DisbursalState } from '@kredo/domain/disbursal-lifecycle';
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import type { PayoutStatus, PayoutWebhookEvent } from '../../providers/payout/index.ts';
import { applyDrawdownWebhook } from '../credit-lines/drawdown-payouts.ts';
import { applyLineRefundWebhook } from '../credit-lines/line-refunds.ts';
import { reverseEntry } from '../ledger/ledger.service.ts';
import { applyOpportunityEvent, lockOpportunity } from '../underwriting/opportunity-moves.ts';
import { agreementFlagsOf } from '../consent/agreement-records.ts';
import { openLoan } from './loan-opening.ts';
import { applyGoldPayoutWebhook } from '../gold/gold-payouts.ts';
import { applyReferralPayoutWebhook } from '../referral/referral-payouts.ts';
import { applyRefundPayout } from './refunds.ts';
import { disbursals, loans, payoutWebhookReceipts } from './loans.schema.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'payout'>;
type DisbursalRow = typeof disbursals.$inferSelect;

import { disbursalAccountContext } from './disbursal-account.ts';

/**
 * Sends an approved disbursal's payout to the provider under the disbursal's id as idempotency
 * key, and keeps the provider's id. Safe to repeat: the provider answers the same payout.
 */
export async function requestPayout(deps: Deps, row: DisbursalRow): Promise<void> {
  if (row.status !== 'APPROVED') return;
  const accountNumber = deps.cipher.decrypt(disbursalAccountContext(row.id), row.accountNumberSealed);
  const created = await deps.payout.createPayout({
    idempotencyKey: row.id,
    amount: row.netAmountPaise,
    mode: row.mode as 'IMPS' | 'NEFT',
    beneficiary: { name: row.beneficiaryName, accountNumber, ifsc: row.ifsc },
    narration: 'Loan disbursal',
    reference: row.id,
  });
  await deps.db
    .update(disbursals)
    .set({ payoutId: created.payoutId, payoutCheckedAt: deps.clock.now() })
    .where(and(eq(disbursals.id, row.id), isNull(disbursals.payoutId)));
}

function eventOf(status: PayoutStatus): DisbursalEvent | null {
  switch (status.status) {
    case 'queued':
    case 'processing':
      return null;
    case 'processed':
      return { type: 'payout-processed' };
    case 'failed':
      return { type: 'payout-failed' };
    case 'reversed':
      return { type: 'payout-reversed' };
  }
}

/**
 * Applies what the provider says of a payout to its locked disbursal. Processed: the loan opens
 * (loan-opening.ts) in this transaction. Failed: the disbursal ends with the bank's reason and the
 * opportunity stays awaiting disbursal. Reversed after payment (the beneficiary's bank sent it
 * back): the disbursal's entry is reversed and the opportunity awaits disbursal again. A reversal
 * reported first is applied as processed, then reversed. Answers what it did.
 */
export async function applyPayoutStatus(
  tx: Db,
  row: DisbursalRow,
  status: PayoutStatus,
  now: Date,
): Promise<'moved' | 'stale' | 'refused' | 'ignored'> {
  const event = eventOf(status);
  if (!event) return 'ignored';
  if (event.type === 'payout-reversed' && row.status === 'APPROVED' && status.status === 'reversed') {
    const paid = await applyPayoutStatus(tx, row, { ...status, status: 'processed', processedAt: now }, now);
    if (paid !== 'moved') return paid;
    const [reloaded] = await tx.select().from(disbursals).where(eq(disbursals.id, row.id));
    if (!reloaded) return 'refused';
    return applyPayoutStatus(tx, reloaded, status, now);
  }
  const move = moveDisbursal(row.status as DisbursalState, row.proposedBy, event);
  if (move.kind !== 'moved') return move.kind;
  const today = indianDate(now);
  if (status.status === 'processed') {
    const [paid] = await tx
      .update(disbursals)
      .set({ status: 'PAID', utr: status.utr, paidAt: status.processedAt, payoutId: status.payoutId })
      .where(eq(disbursals.id, row.id))
      .returning();
    if (!paid) return 'refused';
    const loan = await openLoan(tx, paid, indianDate(status.processedAt), now);
    await tx.update(disbursals).set({ loanId: loan.id }).where(eq(disbursals.id, row.id));
    return 'moved';
  }
  if (status.status === 'failed') {
    await tx
      .update(disbursals)
      .set({
        status: 'FAILED',
        failureCode: status.reasonCode,
        failureText: status.reasonText,
        payoutId: status.payoutId,
      })
      .where(eq(disbursals.id, row.id));
    return 'moved';
  }
  if (status.status === 'reversed') {
    await tx
      .update(disbursals)
      .set({ status: 'REVERSED', failureCode: status.reasonCode, failureText: status.reasonText })
      .where(eq(disbursals.id, row.id));
    await reverseEntry(
      tx,
      `disbursal:${row.id}`,
      `Payout returned by the beneficiary's bank: ${status.reasonText}`,
      today,
      now,
      'disbursal-reversal',
    );
    if (row.loanId)
      await tx
        .update(loans)
        .set({ status: 'CLOSED', tags: ['cancelled'], closedOn: today })
        .where(eq(loans.id, row.loanId));
    const opportunity = await lockOpportunity(tx, row.opportunityId);
    if (opportunity?.status === 'DISBURSED') {
      const flags = await agreementFlagsOf(tx, opportunity.id);
      await applyOpportunityEvent(tx, opportunity, flags, { type: 'payout-returned' }, now);
    }
    return 'moved';
  }
  return 'ignored';
}

async function lockByPayout(tx: Db, payoutId: string, reference: string): Promise<DisbursalRow | undefined> {
  const [row] = await tx
    .select()
    .from(disbursals)
    .where(or(eq(disbursals.payoutId, payoutId), eq(disbursals.id, reference)))
    .for('update');
  return row;
}

/**
 * A verified webhook: recorded by its event id in the same transaction as its effect, so a
 * redelivery, however late, changes nothing. A payout we do not know is acknowledged and recorded.
 */
export async function receivePayoutWebhook(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  event: PayoutWebhookEvent,
): Promise<{ duplicate: boolean; outcome: string }> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const recorded = await tx
      .insert(payoutWebhookReceipts)
      .values({ eventId: event.eventId, payoutId: event.payout.payoutId, receivedAt: now })
      .onConflictDoNothing()
      .returning();
    if (recorded.length === 0) return { duplicate: true, outcome: 'duplicate' };
    const row = await lockByPayout(tx, event.payout.payoutId, event.payout.reference);
    if (!row) {
      // Not a disbursal: a refund of a closed loan's excess or of a line's, a credit line's drawdown,
      // a gold sale's proceeds, a referral cashback, or a payout we do not know.
      const refund = await applyRefundPayout(deps, tx, event.payout.reference, event.payout);
      if (refund) return { duplicate: false, outcome: refund };
      const lineRefund = await applyLineRefundWebhook(tx, event.payout.reference, event.payout, now);
      if (lineRefund) return { duplicate: false, outcome: lineRefund };
      const drawdown = await applyDrawdownWebhook(tx, event.payout.reference, event.payout, now);
      if (drawdown) return { duplicate: false, outcome: drawdown };
      const gold = await applyGoldPayoutWebhook(tx, event.payout.reference, event.payout, now);
      if (gold) return { duplicate: false, outcome: gold };
      const cashback = await applyReferralPayoutWebhook(tx, event.payout.reference, event.payout, now);
      return { duplicate: false, outcome: cashback ?? 'unknown-payout' };
    }
    return { duplicate: false, outcome: await applyPayoutStatus(tx, row, event.payout, now) };
  });
}

/** Asks the provider's status API about one disbursal's payout and applies the answer. */
export async function refreshPayout(deps: Deps, disbursalId: string): Promise<string> {
  const [row] = await deps.db.select().from(disbursals).where(eq(disbursals.id, disbursalId));
  if (!row || row.status !== 'APPROVED') return 'ignored';
  const status = row.payoutId
    ? await deps.payout.fetchPayout(row.payoutId)
    : await deps.payout.findPayout(row.id);
  if (!status) {
    // Approved, and the provider never heard of it (a stop before the request): ask now.
    await requestPayout(deps, row);
    return 'requested';
  }
  return deps.db.transaction(async (tx) => {
    const locked = await tx.select().from(disbursals).where(eq(disbursals.id, disbursalId)).for('update');
    const current = locked[0];
    if (!current) return 'ignored';
    const now = deps.clock.now();
    await tx
      .update(disbursals)
      .set({ payoutCheckedAt: now, payoutId: status.payoutId })
      .where(eq(disbursals.id, disbursalId));
    return applyPayoutStatus(tx, current, status, now);
  });
}

/** How long an approved payout may go without news before the sweep asks the provider. */
export const payoutQuietMs = 2 * 60_000;

/** Approved disbursals with no payout id, or no news for a while: the sweep's work, oldest first. */
export async function payoutsToCheck(db: Db, now: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: disbursals.id })
    .from(disbursals)
    .where(
      and(
        eq(disbursals.status, 'APPROVED'),
        or(
          isNull(disbursals.payoutCheckedAt),
          lt(disbursals.payoutCheckedAt, new Date(now.getTime() - payoutQuietMs)),
        ),
      ),
    )
    .orderBy(asc(disbursals.decidedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
