import { monthlyRateOfReturn } from '@kredo/domain/annual-percentage-rate';
import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { accrualPeriods, earnedInPeriod } from '@kredo/domain/loan-accrual';
import { allocateReceipt, defaultAllocation } from '@kredo/domain/loan-allocation';
import { isDueBy } from '@kredo/domain/loan-dues';
import { partPrepaymentSchedule } from '@kredo/domain/loan-foreclosure';
import { credit, debit } from '@kredo/domain/ledger';
import { paise, type Paise } from '@kredo/domain/money';
import { and, asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { entryOfKey, postEntry, type PostedEntry } from '../ledger/ledger.service.ts';
import type { LoanRow } from './loan-opening.ts';
import { positionOf, type LoanPosition } from './loan-position.ts';
import { loanInstalments, loans } from './loans.schema.ts';
import { instalmentsInCollection, principalLeftAtLeast, principalNotDueOn } from './prepayment-options.ts';
import {
  payingLines,
  postReceipt,
  receivingAccount,
  settleAfterPayment,
  type ReceiptInput,
} from './receipts.ts';
import { postForeclosure } from './foreclosure-receipt.ts';
import { quoteOf } from './repayment-options.ts';

/** The contract's monthly rate: the one the first schedule was split at (the KFS's Annex C). */
async function contractedMonthlyRate(tx: Db, loan: LoanRow): Promise<number> {
  const rows = await tx
    .select({ instalment: loanInstalments.instalmentPaise })
    .from(loanInstalments)
    .where(and(eq(loanInstalments.loanId, loan.id), eq(loanInstalments.scheduleVersion, 1)))
    .orderBy(asc(loanInstalments.instalmentNumber));
  return monthlyRateOfReturn(
    paise(loan.principalPaise),
    rows.map((row) => paise(row.instalment)),
  );
}

/**
 * Writes the loan's next schedule version after `prepaid` of principal on `day` and puts it in
 * force; answers the loan row as it now stands. The rows already due are copied unchanged, so the
 * instalments paid keep their history in every version.
 */
async function reschedule(tx: Db, position: LoanPosition, day: IsoDate, prepaid: Paise): Promise<LoanRow> {
  const { loan } = position;
  const rows = partPrepaymentSchedule({
    schedule: position.schedule,
    disbursalDate: isoDate(loan.disbursalDate),
    asOf: day,
    principalPrepaid: prepaid,
    monthlyRate: await contractedMonthlyRate(tx, loan),
  });
  const version = loan.scheduleVersion + 1;
  await tx.insert(loanInstalments).values(
    rows.map((row) => ({
      loanId: loan.id,
      scheduleVersion: version,
      instalmentNumber: row.instalmentNumber,
      dueDate: row.dueDate,
      principalPaise: row.principal,
      interestPaise: row.interest,
      instalmentPaise: row.instalment,
      outstandingPrincipalPaise: row.outstandingPrincipal,
    })),
  );
  const [updated] = await tx
    .update(loans)
    .set({ scheduleVersion: version })
    .where(eq(loans.id, loan.id))
    .returning();
  if (!updated) throw new Error(`loan ${loan.id} vanished while rescheduled`);
  return updated;
}

/**
 * The accrual follows the schedule in force: interest of the running period the books recognised
 * before the prepayment (a month-end on the old principal) beyond what the new row has earned by
 * `day` is taken back, to be accrued again by the row's due date. Without it a foreclosure later in
 * the period would leave accrued interest behind on a closed loan.
 */
async function restateRunningAccrual(tx: Db, loan: LoanRow, day: IsoDate, key: string, now: Date) {
  const position = await positionOf(tx, loan);
  const running = accrualPeriods(position.schedule, isoDate(loan.disbursalDate)).find(
    (period) => !isDueBy(period.row, day),
  );
  if (!running) return;
  const n = running.row.instalmentNumber;
  const over = Math.min(
    (position.recognised.get(n) ?? 0) - earnedInPeriod(running, day),
    position.accruedUnpaid.get(n) ?? 0,
  );
  if (over <= 0) return;
  await postEntry(
    tx,
    {
      idempotencyKey: key,
      lenderId: loan.lenderId,
      kind: 'accrual',
      businessDate: day,
      narration: `Interest accrued on instalment ${n} restated after a part prepayment`,
      loanId: loan.id,
      lines: [
        debit('interest-income', paise(over), { loanId: loan.id }),
        credit('interest-receivable', paise(over), { loanId: loan.id, instalmentNumber: n }),
      ],
    },
    now,
  );
}

/**
 * A prepayment credited after the close of business has closed days past its capture (the server
 * or the gateway's answer late beyond the close's two hours' grace) is valued on the last closed
 * day: the instalments those days made due stay as they fell due and are paid first, never
 * re-split by the new schedule after they were accrued, charged or collected.
 */
function valuedOnClosedDay(loan: LoanRow, input: ReceiptInput): ReceiptInput {
  const closedThrough = loan.businessDate ? isoDate(loan.businessDate) : null;
  return closedThrough && closedThrough > input.businessDate
    ? { ...input, businessDate: closedThrough }
    : input;
}

/**
 * A part prepayment received on a locked loan (tenor reduction), in the caller's transaction: the
 * dues by the day are paid first in the product's order, with the advance held; the rest goes to
 * the principal not yet due (a loan-level principal line: the new schedule carries it), at most all
 * but Re 1; the loan is rescheduled on the day (same EMI, fewer instalments, the running period's
 * interest to the day kept in the next EMI) and the accrual restated to it. While a NACH debit is
 * being collected, its instalment is left to it and the advance it counted on stays held, so the
 * debit is still right. An amount that covers the foreclosure quote closes the loan; one that
 * leaves nothing for the principal, or a loan closed or written off, is an ordinary receipt.
 * Posts nothing twice: the entry's key is the payment's, and a key posted before reschedules
 * nothing.
 */
export async function postPrepayment(
  tx: Db,
  loan: LoanRow,
  received: ReceiptInput,
  now: Date,
): Promise<PostedEntry> {
  const earlier = await entryOfKey(tx, received.idempotencyKey);
  if (earlier) return { entryId: earlier.id, posted: false };
  const input = valuedOnClosedDay(loan, received);
  if (loan.status !== 'DISBURSED' || loan.tags.includes('written-off'))
    return postReceipt(tx, loan, input, now);
  const day = input.businessDate;
  const position = await positionOf(tx, loan);
  if (input.amount >= quoteOf(position, day).total) return postForeclosure(tx, loan, input, now);
  const inCollection = await instalmentsInCollection(tx, loan.id);
  const advance = inCollection.size > 0 ? paise(0) : position.advance;
  const { allocations, excess } = allocateReceipt(
    position.dues.filter((due) => !inCollection.has(due.instalmentNumber)),
    paise(input.amount + advance),
    day,
    defaultAllocation,
  );
  const prepaid = paise(
    Math.max(0, Math.min(excess, principalNotDueOn(position, day) - principalLeftAtLeast)),
  );
  if (prepaid === 0) return postReceipt(tx, loan, input, now);
  const posted = await postEntry(
    tx,
    {
      idempotencyKey: input.idempotencyKey,
      lenderId: loan.lenderId,
      kind: 'receipt',
      businessDate: day,
      narration: `${input.narration} (part prepayment)`,
      loanId: loan.id,
      lines: [
        debit(receivingAccount[input.source], input.amount, { loanId: loan.id }),
        debit('borrower-advances', advance, { loanId: loan.id }),
        ...payingLines(position, allocations),
        credit('loan-principal', prepaid, { loanId: loan.id, component: 'principal' }),
        credit('borrower-advances', paise(excess - prepaid), { loanId: loan.id }),
      ],
    },
    now,
  );
  if (!posted.posted) return posted;
  const rescheduled = await reschedule(tx, position, day, prepaid);
  await restateRunningAccrual(tx, rescheduled, day, `${input.idempotencyKey}:accrual`, now);
  await settleAfterPayment(tx, rescheduled, day);
  return posted;
}
