import { randomUUID } from 'node:crypto';

import { indianDate, isoDate } from '@kredo/domain/calendar-date';
import { credit, debit } from '@kredo/domain/ledger';
import { paise } from '@kredo/domain/money';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import type { PayoutStatus } from '../../providers/payout/index.ts';
import { ledgerAccounts } from '../ledger/ledger.schema.ts';
import { postEntry } from '../ledger/ledger.service.ts';
import { lockLoan, positionOf } from './loan-position.ts';
import { disbursals, loans } from './loans.schema.ts';
import { loanRefunds } from './loan-payments.schema.ts';
import { disbursalAccountContext } from './disbursal-account.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'payout'>;
type RefundRow = typeof loanRefunds.$inferSelect;

/** Closed loans still holding an advance (their advance account's stored balance), with no refund under way. */
async function loansToRefund(db: Db): Promise<string[]> {
  const rows = await db
    .select({ loanId: ledgerAccounts.ownerId })
    .from(ledgerAccounts)
    .innerJoin(loans, eq(loans.id, ledgerAccounts.ownerId))
    .where(
      and(
        eq(ledgerAccounts.code, 'borrower-advances'),
        inArray(loans.status, ['CLOSED', 'PRE_CLOSED']),
        sql`${ledgerAccounts.postedCredits} > ${ledgerAccounts.postedDebits}`,
      ),
    )
    .limit(100);
  return rows.flatMap((row) => (row.loanId ? [row.loanId] : []));
}

/**
 * Sets aside a closed loan's advance for refund, in one transaction: the refund's row and its
 * entry (Dr borrower advances, Cr refunds payable), under the refund's id. Nothing when a refund
 * is already under way or the advance is nil. Answers the refund.
 */
async function setAsideRefund(deps: Deps, loanId: string): Promise<RefundRow | null> {
  return deps.db.transaction(async (tx) => {
    const loan = await lockLoan(tx, loanId);
    if (!loan) return null;
    const [pending] = await tx
      .select()
      .from(loanRefunds)
      .where(and(eq(loanRefunds.loanId, loanId), eq(loanRefunds.status, 'REQUESTED')));
    if (pending) return pending;
    // A refund the bank refused is not tried again on its own: operations take it up.
    const [failed] = await tx
      .select({ id: loanRefunds.id })
      .from(loanRefunds)
      .where(and(eq(loanRefunds.loanId, loanId), eq(loanRefunds.status, 'FAILED')));
    if (failed) return null;
    const { advance } = await positionOf(tx, loan);
    if (advance <= 0) return null;
    const id = randomUUID();
    const now = deps.clock.now();
    const [refund] = await tx
      .insert(loanRefunds)
      .values({ id, loanId, amountPaise: advance, status: 'REQUESTED', createdAt: now })
      .returning();
    await postEntry(
      tx,
      {
        idempotencyKey: `refund:${id}`,
        lenderId: loan.lenderId,
        kind: 'refund',
        businessDate: isoDate(deps.clock.businessDate()),
        narration: `Excess payment of closed loan ${loan.lenderLoanAcctId} to be refunded`,
        loanId,
        lines: [
          debit('borrower-advances', advance, { loanId }),
          credit('refunds-payable', advance, { loanId }),
        ],
      },
      now,
    );
    return refund ?? null;
  });
}

/** Asks the payout service to pay a requested refund (again, under the refund's id: never twice). */
async function requestRefundPayout(deps: Deps, refund: RefundRow): Promise<void> {
  const [disbursal] = await deps.db
    .select()
    .from(disbursals)
    .innerJoin(loans, eq(loans.disbursalId, disbursals.id))
    .where(eq(loans.id, refund.loanId));
  if (!disbursal) return;
  const row = disbursal.disbursals;
  const accountNumber = deps.cipher.decrypt(disbursalAccountContext(row.id), row.accountNumberSealed);
  const created = await deps.payout.createPayout({
    idempotencyKey: refund.id,
    amount: refund.amountPaise,
    mode: 'IMPS',
    beneficiary: { name: row.beneficiaryName, accountNumber, ifsc: row.ifsc },
    narration: 'Loan excess refund',
    reference: refund.id,
  });
  await deps.db
    .update(loanRefunds)
    .set({ payoutId: created.payoutId })
    .where(and(eq(loanRefunds.id, refund.id), isNull(loanRefunds.payoutId)));
}

/**
 * The sweep's refunds: every closed loan holding an advance has it set aside and paid back to
 * the borrower's disbursal account; a requested refund whose payout went unanswered is asked
 * about at the status API and settled.
 */
export async function refundAdvances(deps: Deps, report: (error: unknown) => void): Promise<void> {
  for (const loanId of await loansToRefund(deps.db)) {
    const refund = await setAsideRefund(deps, loanId).catch((error: unknown) => void report(error));
    if (refund && !refund.payoutId) await requestRefundPayout(deps, refund).catch(report);
  }
  const requested = await deps.db
    .select()
    .from(loanRefunds)
    .where(eq(loanRefunds.status, 'REQUESTED'))
    .limit(100);
  for (const refund of requested) {
    try {
      const status = refund.payoutId
        ? await deps.payout.fetchPayout(refund.payoutId)
        : await deps.payout.findPayout(refund.id);
      if (!status) await requestRefundPayout(deps, refund);
      else await deps.db.transaction((tx) => applyRefundPayout(deps, tx, refund.id, status));
    } catch (error) {
      report(error);
    }
  }
}

/**
 * Applies a refund's payout outcome, once: paid moves the refund out of refunds payable to the
 * payout bank; failed puts it back to the borrower's advance (operations see it; the next sweep
 * sets it aside again). Answers what it did; null when the payout is no refund's.
 */
export async function applyRefundPayout(
  deps: Pick<AppDeps, 'clock'>,
  tx: Db,
  refundId: string,
  status: PayoutStatus,
) {
  const [refund] = await tx.select().from(loanRefunds).where(eq(loanRefunds.id, refundId)).for('update');
  if (!refund) return null;
  if (refund.status !== 'REQUESTED') return 'stale';
  const [loan] = await tx.select().from(loans).where(eq(loans.id, refund.loanId));
  if (!loan) return null;
  const now = deps.clock.now();
  const amount = paise(refund.amountPaise);
  const loanId = loan.id;
  if (status.status === 'processed') {
    await postEntry(
      tx,
      {
        idempotencyKey: `refund-paid:${refund.id}`,
        lenderId: loan.lenderId,
        kind: 'refund',
        businessDate: indianDate(status.processedAt),
        narration: `Excess refunded, UTR ${status.utr}`,
        loanId,
        lines: [
          debit('refunds-payable', amount, { loanId }),
          credit('disbursal-clearing', amount, { loanId }),
        ],
      },
      now,
    );
    await tx
      .update(loanRefunds)
      .set({ status: 'PAID', utr: status.utr, paidAt: status.processedAt, payoutId: status.payoutId })
      .where(eq(loanRefunds.id, refund.id));
    return 'paid';
  }
  if (status.status === 'failed' || status.status === 'reversed') {
    await postEntry(
      tx,
      {
        idempotencyKey: `refund-failed:${refund.id}`,
        lenderId: loan.lenderId,
        kind: 'refund',
        businessDate: isoDate(indianDate(now)),
        narration: `Refund not paid (${status.reasonText}): back to the borrower's advance`,
        loanId,
        lines: [
          debit('refunds-payable', amount, { loanId }),
          credit('borrower-advances', amount, { loanId }),
        ],
      },
      now,
    );
    await tx
      .update(loanRefunds)
      .set({ status: 'FAILED', failureText: status.reasonText })
      .where(eq(loanRefunds.id, refund.id));
    return 'failed';
  }
  return 'ignored';
}
