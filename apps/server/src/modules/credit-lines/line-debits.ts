import { randomUUID } from 'node:crypto';

import { compareDates, indianDate, isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { billUnpaid, type CreditLineBill } from '@kredo/domain/credit-line-billing';
import { credit, debit } from '@kredo/domain/ledger';
import { bounceCharge, standardChargePolicy } from '@kredo/domain/loan-charges';
import { paise } from '@kredo/domain/money';
import { earliestChargeDate, leviesBounceCharge } from '@kredo/domain/nach-collection';
import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DebitStatus } from '../../providers/mandate/index.ts';
import { entryOfKey, postEntry } from '../ledger/ledger.service.ts';
import { preDebitNotice } from '../loans/nach-notices.ts';
import { debitMandateOfOpportunity } from '../mandates/opportunity-nach.ts';
import { findUserById } from '../users/users.service.ts';
import { billsOf, findCreditLine, lockCreditLine } from './credit-line-records.ts';
import { postLineReceipt } from './credit-line-receipts.ts';
import { creditLineDebits, creditLines } from './credit-lines.schema.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mandate' | 'notifier'>;
export type LineDebitRow = typeof creditLineDebits.$inferSelect;

/** A bill's debit goes under the line, the bill and the attempt: unique by construction. */
export const lineDebitReference = (lineId: string, billNumber: number, attempt: number) =>
  `nach-line-${lineId}-${billNumber}-${attempt}`;

/** The debits of bills the close just made (anything to collect), filed for their due dates. */
export function filedDebits(lineId: string, bills: readonly CreditLineBill[], now: Date) {
  return bills
    .filter((bill) => billUnpaid(bill) > 0)
    .map((bill) => ({
      id: randomUUID(),
      lineId,
      billNumber: bill.billNumber,
      attempt: 1,
      reference: lineDebitReference(lineId, bill.billNumber, 1),
      dueDate: bill.dueDate,
      amountPaise: billUnpaid(bill),
      chargeDate: bill.dueDate,
      status: 'FILING',
      createdAt: now,
    }));
}

const laterOf = (a: IsoDate, b: IsoDate) => (compareDates(a, b) >= 0 ? a : b);

/** The pre-debit notice (RBI e-mandate framework), once, at least a day before the charge date. */
async function sendNotice(deps: Deps, row: LineDebitRow) {
  const line = await findCreditLine(deps.db, row.lineId);
  const user = line && (await findUserById(deps.db, line.userId));
  if (!line || !user?.mobile) return;
  const chargeDate = laterOf(isoDate(row.chargeDate), earliestChargeDate(deps.clock.now()));
  await deps.notifier.send({
    channel: 'sms',
    to: user.mobile,
    template: 'pre-debit-notice',
    text: preDebitNotice(row.amountPaise, chargeDate, line.lenderLoanAcctId),
  });
  await deps.db
    .update(creditLineDebits)
    .set({ noticeSentAt: deps.clock.now(), chargeDate })
    .where(eq(creditLineDebits.id, row.id));
}

/**
 * Presents a noticed debit for what its bill still asks (paid meanwhile by the gateway: cancelled;
 * partly paid: presented for the rest). No active mandate, or an amount above its maximum, or a
 * refusal by the service sets it aside as REJECTED for operations; an outage leaves it FILING.
 */
async function presentDebit(deps: Deps, row: LineDebitRow) {
  const line = await findCreditLine(deps.db, row.lineId);
  if (!line) return;
  const bill = (await billsOf(deps.db, line.id)).find((each) => each.billNumber === row.billNumber);
  const amount = bill ? billUnpaid(bill) : 0;
  const filing = and(eq(creditLineDebits.id, row.id), eq(creditLineDebits.status, 'FILING'));
  const setAside = (status: string, reasonCode: string, reasonText: string) =>
    deps.db.update(creditLineDebits).set({ status, reasonCode, reasonText }).where(filing);
  if (amount === 0) return void (await setAside('CANCELLED', 'PAID', 'Nothing owed on the charge date'));
  const mandate = await debitMandateOfOpportunity(deps, line.opportunityId);
  if (!mandate) return void (await setAside('REJECTED', 'NO_MANDATE', 'No active mandate'));
  if (amount > mandate.maxAmount)
    return void (await setAside('REJECTED', 'ABOVE_MANDATE', 'Above the mandate’s maximum amount'));
  try {
    const created = await deps.mandate.createDebit({
      reference: row.reference,
      providerMandateId: mandate.providerMandateId,
      amount,
      chargeDate: row.chargeDate,
      description: `Bill ${row.billNumber} ${line.lenderLoanAcctId}`,
    });
    await deps.db
      .update(creditLineDebits)
      .set({
        status: 'PRESENTED',
        amountPaise: amount,
        providerDebitId: created.debitId,
        chargeDate: created.chargeDate,
      })
      .where(filing);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'VALIDATION_FAILED' || error.code === 'CONFLICT'))
      return void (await setAside('REJECTED', 'REFUSED', error.message.slice(0, 200)));
    throw error;
  }
}

/** The sweep's NACH work for bills: notices, then presentations, then debits past their date unanswered. */
export async function collectLineBills(deps: Deps, report: (error: unknown) => void): Promise<void> {
  const unnoticed = await deps.db
    .select()
    .from(creditLineDebits)
    .where(and(eq(creditLineDebits.status, 'FILING'), isNull(creditLineDebits.noticeSentAt)))
    .orderBy(asc(creditLineDebits.chargeDate))
    .limit(200);
  for (const row of unnoticed) await sendNotice(deps, row).catch(report);
  const noticed = await deps.db
    .select()
    .from(creditLineDebits)
    .where(and(eq(creditLineDebits.status, 'FILING'), isNotNull(creditLineDebits.noticeSentAt)))
    .orderBy(asc(creditLineDebits.chargeDate))
    .limit(200);
  for (const row of noticed) await presentDebit(deps, row).catch(report);
  const quiet = await deps.db
    .select()
    .from(creditLineDebits)
    .where(
      and(
        eq(creditLineDebits.status, 'PRESENTED'),
        lt(creditLineDebits.chargeDate, deps.clock.businessDate()),
      ),
    )
    .limit(200);
  for (const row of quiet) {
    if (!row.providerDebitId) continue;
    try {
      const status = await deps.mandate.fetchDebit(row.providerDebitId);
      await deps.db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(creditLineDebits)
          .where(eq(creditLineDebits.id, row.id))
          .for('update');
        if (locked) await applyLineDebitStatus(deps, tx, locked, status);
      });
    } catch (error) {
      report(error);
    }
  }
}

/**
 * Applies a bill debit's outcome to its locked row, once. Confirmed: a receipt into NACH suspense
 * (key `nach:` and the reference), valued on the due date if the bank answers later on the first
 * attempt. Returned by the bank: the bounce charge (the term loans' charge and GST) once per bill,
 * charged to the line and billed with the next bill; rejected by NPCI: nothing charged.
 */
export async function applyLineDebitStatus(
  deps: Pick<AppDeps, 'clock'>,
  tx: Db,
  row: LineDebitRow,
  status: DebitStatus,
): Promise<string> {
  if (row.status !== 'PRESENTED') return 'stale';
  const now = deps.clock.now();
  const line = await lockCreditLine(tx, row.lineId);
  if (!line) return 'ignored';
  if (status.status === 'confirmed') {
    const settled = indianDate(status.settledAt);
    const onTime = row.attempt === 1 && compareDates(isoDate(row.dueDate), settled) < 0;
    const day = laterOf(onTime ? isoDate(row.dueDate) : settled, isoDate(line.businessDate));
    await tx
      .update(creditLineDebits)
      .set({ status: 'CONFIRMED', settledAt: status.settledAt })
      .where(eq(creditLineDebits.id, row.id));
    await postLineReceipt(
      tx,
      line,
      {
        idempotencyKey: `nach:${row.reference}`,
        source: 'nach',
        amount: paise(row.amountPaise),
        businessDate: day,
        narration: `NACH debit for bill ${row.billNumber}`,
      },
      now,
    );
    return 'credited';
  }
  if (status.status !== 'returned' && status.status !== 'rejected') return 'ignored';
  await tx
    .update(creditLineDebits)
    .set({
      status: status.status === 'returned' ? 'RETURNED' : 'REJECTED',
      reasonCode: status.reasonCode,
      reasonText: status.reasonText,
      settledAt: now,
    })
    .where(eq(creditLineDebits.id, row.id));
  const bounceKey = `line-bounce:${line.id}:${row.billNumber}`;
  const charged = leviesBounceCharge(
    { status: status.status, reasonCode: status.reasonCode },
    !!(await entryOfKey(tx, bounceKey)),
  );
  if (!charged) return 'refused';
  const { charge, gst } = bounceCharge(standardChargePolicy);
  await postEntry(
    tx,
    {
      idempotencyKey: bounceKey,
      lenderId: line.lenderId,
      kind: 'bounce-charge',
      businessDate: isoDate(line.businessDate),
      narration: `NACH debit of bill ${row.billNumber} returned (${status.reasonCode} ${status.reasonText}): bounce charge`,
      lines: [
        debit('line-fees-receivable', paise(charge + gst), { subjectId: line.id }),
        credit('penal-income', charge),
        credit('gst-payable', gst),
      ],
    },
    now,
  );
  await tx
    .update(creditLines)
    .set({
      unbilledFeesPaise: line.unbilledFeesPaise + charge,
      unbilledGstPaise: line.unbilledGstPaise + gst,
    })
    .where(eq(creditLines.id, line.id));
  return 'returned';
}

/** A debit webhook for a bill's debit (by its reference), in the webhook's transaction; null if none is. */
export async function applyLineDebitEvent(
  deps: Pick<AppDeps, 'clock'>,
  tx: Db,
  reference: string,
  status: DebitStatus,
): Promise<string | null> {
  const [row] = await tx
    .select()
    .from(creditLineDebits)
    .where(eq(creditLineDebits.reference, reference))
    .for('update');
  return row ? applyLineDebitStatus(deps, tx, row, status) : null;
}
