import { compareDates, indianDate, isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { paise } from '@kredo/domain/money';
import { bounceCharge, standardChargePolicy } from '@kredo/domain/loan-charges';
import { credit, debit } from '@kredo/domain/ledger';
import { leviesBounceCharge } from '@kredo/domain/nach-collection';
import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DebitStatus, DebitWebhookEvent } from '../../providers/mandate/index.ts';
import { tellOfLineBounce } from '../credit-lines/line-debit-presentations.ts';
import { applyLineDebitEvent } from '../credit-lines/line-debits.ts';
import { entryOfKey, postEntry } from '../ledger/ledger.service.ts';
import { debitMandateOfOpportunity } from '../mandates/opportunity-nach.ts';
import { scheduleOf } from './loan-opening.ts';
import { levyPenalCharge } from './close-of-business-charges.ts';
import { findLoan, lockLoan, positionOf } from './loan-position.ts';
import { debitWebhookReceipts, loanDebits } from './loans.schema.ts';
import { sendPreDebitNotices, tellOfBounce } from './nach-notices.ts';
import type { DebitRow } from './nach-filing.ts';
import { applyAdvance, postReceipt, settleAfterPayment } from './receipts.ts';

type Deps = Pick<AppDeps, 'db' | 'database' | 'clock' | 'mandate' | 'notifier'>;
/**
 * Sends the debits the close of business filed whose notice went: each to the mandate service
 * under its own reference (a retry finds the same debit). A loan with no active mandate, or a
 * debit the service refuses, is set aside as REJECTED with the reason, for operations; the
 * borrower pays by the gateway. A presentation scheduled for a day gone by that was never filed
 * (its arrears paid meanwhile) is cancelled.
 */
export async function presentFiledDebits(deps: Deps, report: (error: unknown) => void): Promise<number> {
  // One instance at a time: two at once would both send a notice and both present a debit.
  return (await deps.database.tryExclusive('loan-nach-debits', () => presentUnderLock(deps, report))) ?? 0;
}

async function presentUnderLock(deps: Deps, report: (error: unknown) => void): Promise<number> {
  const today = deps.clock.businessDate();
  await deps.db
    .update(loanDebits)
    .set({ status: 'CANCELLED', reasonText: 'Nothing owed on the charge date' })
    .where(and(eq(loanDebits.status, 'SCHEDULED'), lt(loanDebits.chargeDate, today)));
  await sendPreDebitNotices(deps, report);
  const filed = await deps.db
    .select()
    .from(loanDebits)
    .where(and(eq(loanDebits.status, 'FILING'), isNotNull(loanDebits.noticeSentAt)))
    .orderBy(asc(loanDebits.chargeDate))
    .limit(200);
  for (const row of filed) await presentDebit(deps, row).catch(report);
  return filed.length;
}

async function presentDebit(deps: Deps, row: DebitRow): Promise<void> {
  const loan = await findLoan(deps.db, row.loanId);
  if (!loan) return;
  const mandate = await debitMandateOfOpportunity(deps, loan.opportunityId);
  const setAside = (reasonCode: string, reasonText: string) =>
    deps.db
      .update(loanDebits)
      .set({ status: 'REJECTED', reasonCode, reasonText })
      .where(and(eq(loanDebits.id, row.id), eq(loanDebits.status, 'FILING')));
  if (!mandate) return void (await setAside('NO_MANDATE', 'No active mandate'));
  if (row.amountPaise > mandate.maxAmount)
    return void (await setAside('ABOVE_MANDATE', 'Above the mandate’s maximum amount'));
  try {
    const created = await deps.mandate.createDebit({
      reference: row.reference,
      providerMandateId: mandate.providerMandateId,
      amount: row.amountPaise,
      chargeDate: row.chargeDate,
      description: `EMI ${row.instalmentNumber} ${loan.lenderLoanAcctId}`,
    });
    await deps.db
      .update(loanDebits)
      .set({ status: 'PRESENTED', providerDebitId: created.debitId, chargeDate: created.chargeDate })
      .where(and(eq(loanDebits.id, row.id), eq(loanDebits.status, 'FILING')));
  } catch (error) {
    if (error instanceof AppError && (error.code === 'VALIDATION_FAILED' || error.code === 'CONFLICT'))
      return void (await setAside('REFUSED', error.message.slice(0, 200)));
    throw error; // an outage: the row stays FILING and the next pass tries again under the same reference
  }
}

/**
 * Applies a debit's outcome to its locked presentation, once. Confirmed is a receipt into NACH
 * suspense (key of the debit's reference), the due date's own debit valued on the due date however
 * late the bank answers (a rolled or extended debit is the borrower paying on time). Returned by
 * the bank with a reason code levies the bounce charge, once per instalment; rejected by NPCI (our
 * own input) levies nothing. When the due date's debit comes back after that day closed, the penal
 * charge it held off is levied and the days past due count from the due date. Answers what it did.
 */
async function applyDebitStatus(deps: Deps, tx: Db, row: DebitRow, status: DebitStatus): Promise<string> {
  if (row.status !== 'PRESENTED') return 'stale';
  const now = deps.clock.now();
  const loan = await lockLoan(tx, row.loanId);
  if (!loan) return 'ignored';
  const dueDate = (await scheduleOf(tx, loan)).find(
    (r) => r.instalmentNumber === row.instalmentNumber,
  )?.dueDate;
  const onTime = row.attempt === 1 && dueDate !== undefined;
  if (status.status === 'confirmed') {
    const settled = indianDate(status.settledAt);
    const day = onTime && compareDates(dueDate, settled) < 0 ? dueDate : settled;
    await tx
      .update(loanDebits)
      .set({ status: 'CONFIRMED', settledAt: status.settledAt })
      .where(eq(loanDebits.id, row.id));
    await postReceipt(
      tx,
      loan,
      {
        idempotencyKey: `nach:${row.reference}`,
        source: 'nach',
        amount: paise(row.amountPaise),
        businessDate: day,
        narration: `NACH debit for instalment ${row.instalmentNumber}`,
      },
      now,
    );
    return 'credited';
  }
  if (status.status === 'returned' || status.status === 'rejected') {
    const day = isoDate(deps.clock.businessDate());
    await tx
      .update(loanDebits)
      .set({
        status: status.status === 'returned' ? 'RETURNED' : 'REJECTED',
        reasonCode: status.reasonCode,
        reasonText: status.reasonText,
        settledAt: now,
      })
      .where(eq(loanDebits.id, row.id));
    const bounceKey = `bounce:${loan.id}:${row.instalmentNumber}`;
    const charged = leviesBounceCharge(
      { status: status.status, reasonCode: status.reasonCode },
      !!(await entryOfKey(tx, bounceKey)),
    );
    if (charged) {
      const { charge, gst } = bounceCharge(standardChargePolicy);
      const at = { loanId: loan.id, instalmentNumber: row.instalmentNumber };
      await postEntry(
        tx,
        {
          idempotencyKey: bounceKey,
          lenderId: loan.lenderId,
          kind: 'bounce-charge',
          businessDate: day,
          narration: `NACH debit returned (${status.reasonCode} ${status.reasonText}): bounce charge`,
          loanId: loan.id,
          lines: [
            debit('fees-receivable', paise(charge + gst), at),
            // A penal charge: income, or on an NPA held in suspense until received.
            loan.assetClass === 'NPA'
              ? credit('income-suspense', charge, { ...at, component: 'fees' })
              : credit('penal-income', charge, { loanId: loan.id }),
            credit('gst-payable', gst, { loanId: loan.id }),
          ],
        },
        now,
      );
    }
    if (onTime && loan.businessDate && compareDates(loan.businessDate as IsoDate, dueDate) >= 0) {
      const position = await positionOf(tx, loan);
      const due = position.dues.find((d) => d.instalmentNumber === row.instalmentNumber);
      if (
        due &&
        !position.penalLevied.has(due.instalmentNumber) &&
        due.unpaid.principal + due.unpaid.interest > 0
      )
        await levyPenalCharge(tx, loan, due.instalmentNumber, dueDate, now);
    }
    await applyAdvance(tx, loan, `bounce:${row.reference}:advance`, day, now);
    await settleAfterPayment(tx, loan, day);
    return charged ? 'returned' : 'refused';
  }
  return 'ignored';
}

/** A debit's webhook (verified by the caller): recorded by its event id with its effect, once. */
export async function receiveDebitEvent(
  deps: Deps,
  event: DebitWebhookEvent,
): Promise<{ duplicate: boolean; outcome: string }> {
  let ofLine = false;
  const outcome = await deps.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(debitWebhookReceipts)
      .values({ eventId: event.eventId, receivedAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning();
    if (recorded.length === 0) return null;
    const [row] = await tx
      .select()
      .from(loanDebits)
      .where(eq(loanDebits.reference, event.reference))
      .for('update');
    if (!row) {
      const applied = await applyLineDebitEvent(deps, tx, event.reference, event);
      ofLine = applied !== null;
      return applied ?? 'unknown-debit';
    }
    return applyDebitStatus(deps, tx, row, event);
  });
  if (outcome === null) return { duplicate: true, outcome: 'duplicate' };
  if (outcome === 'returned' || outcome === 'refused')
    await (ofLine ? tellOfLineBounce : tellOfBounce)(deps, event.reference, outcome === 'returned').catch(
      () => undefined,
    );
  return { duplicate: false, outcome };
}

/** Presented debits past their charge date with no answer: the sweep asks the status API. */
export async function settleQuietDebits(deps: Deps, report: (error: unknown) => void): Promise<void> {
  const today = deps.clock.businessDate();
  const rows = await deps.db
    .select()
    .from(loanDebits)
    .where(and(inArray(loanDebits.status, ['PRESENTED']), lt(loanDebits.chargeDate, today)))
    .limit(200);
  for (const row of rows) {
    if (!row.providerDebitId) continue;
    try {
      const status = await deps.mandate.fetchDebit(row.providerDebitId);
      const outcome = await deps.db.transaction(async (tx) => {
        const [locked] = await tx.select().from(loanDebits).where(eq(loanDebits.id, row.id)).for('update');
        return locked ? applyDebitStatus(deps, tx, locked, status) : 'ignored';
      });
      if (outcome === 'returned' || outcome === 'refused')
        await tellOfBounce(deps, row.reference, outcome === 'returned');
    } catch (error) {
      report(error);
    }
  }
}
