import { randomUUID } from 'node:crypto';

import { compareDates, indianDate, isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import {
  billDueDate,
  billUnpaid,
  nextBillDate,
  type CreditLineBill,
} from '@kredo/domain/credit-line-billing';
import { credit, debit } from '@kredo/domain/ledger';
import { bounceCharge, standardChargePolicy } from '@kredo/domain/loan-charges';
import { paise } from '@kredo/domain/money';
import { leviesBounceCharge, representationDate } from '@kredo/domain/nach-collection';
import { eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import type { DebitStatus } from '../../providers/mandate/index.ts';
import { entryOfKey, postEntry } from '../ledger/ledger.service.ts';
import { lockCreditLine } from './credit-line-records.ts';
import { postLineReceipt } from './credit-line-receipts.ts';
import { creditLineDebits, creditLines } from './credit-lines.schema.ts';

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

export const laterOf = (a: IsoDate, b: IsoDate) => (compareDates(a, b) >= 0 ? a : b);

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
  await fileRepresentation(tx, row, status, now);
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

/**
 * A bill's debit the bank returned for funds insufficient is filed again (the term loans' policy,
 * `representationDate`): five days after its charge date, at most three presentations a bill, and
 * never within three days of the next bill's due date, whose debit takes the arrears. Its notice
 * goes at once; it is presented the day before its charge date, for what the bill still asks.
 */
async function fileRepresentation(tx: Db, row: LineDebitRow, status: DebitStatus, now: Date) {
  if (status.status !== 'returned' && status.status !== 'rejected') return;
  const again = representationDate(
    {
      attempt: row.attempt,
      chargeDate: isoDate(row.chargeDate),
      status: status.status,
      reasonCode: status.reasonCode,
    },
    billDueDate(nextBillDate(isoDate(row.dueDate))),
  );
  if (!again) return;
  const attempt = row.attempt + 1;
  await tx
    .insert(creditLineDebits)
    .values({
      id: randomUUID(),
      lineId: row.lineId,
      billNumber: row.billNumber,
      attempt,
      reference: lineDebitReference(row.lineId, row.billNumber, attempt),
      dueDate: row.dueDate,
      amountPaise: row.amountPaise,
      chargeDate: again,
      status: 'FILING',
      createdAt: now,
    })
    .onConflictDoNothing();
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
