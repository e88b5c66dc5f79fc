import type { IsoDate } from '@kredo/domain/calendar-date';
import type { CreditLineBill } from '@kredo/domain/credit-line-billing';
import { advanceTo, type CreditLine } from '@kredo/domain/credit-line';
import { classifyLine, linePenalCharges } from '@kredo/domain/credit-line-delinquency';
import { processingFeeWithGst } from '@kredo/domain/credit-line-terms';
import { credit, debit } from '@kredo/domain/ledger';
import { accruesIncome, type AssetClass } from '@kredo/domain/loan-delinquency';
import { paise } from '@kredo/domain/money';
import { addDays } from '@kredo/domain/working-days';

import type { EntryToPost } from '../ledger/ledger.service.ts';
import { billRowOf, lineOf, type billOf, type CreditLineRow } from './credit-line-records.ts';

export type Planned = {
  row: CreditLineRow;
  line: CreditLine;
  entries: EntryToPost[];
  issued: CreditLineBill[];
  newBills: ReturnType<typeof billRowOf>[];
  assetClass: AssetClass;
  dpd: number | null;
};

/**
 * One line's day through the domain's rules: its class at the day's end (credit-line-delinquency.ts,
 * from the bills unpaid, or an NPA because the borrower is one), the penal charge of a bill whose
 * due date it was and is unpaid, the day's interest (into suspense on an NPA), and the bill if
 * tomorrow is the 1st. `bills` are all the line's bills on the eve of a bill day, else those unpaid.
 */
export function planLineDay(
  row: CreditLineRow,
  bills: ReturnType<typeof billOf>[],
  day: IsoDate,
  late: number,
  borrowerNpa: boolean,
): Planned {
  const start = lineOf(row, bills);
  const { dpd, assetClass } = classifyLine(row.assetClass as AssetClass, bills, day, borrowerNpa);
  const income = accruesIncome(assetClass) ? 'interest-income' : 'line-income-suspense';
  const onDay = { ...start, principal: paise(start.principal - late) };
  const { line: advanced, accruals, bills: issued } = advanceTo(onDay, addDays(day, 1));
  const entries: EntryToPost[] = [];
  const penal = linePenalCharges(bills, day);
  for (const { billNumber, charge } of penal)
    entries.push({
      idempotencyKey: `line-penal:${row.id}:${billNumber}`,
      lenderId: row.lenderId,
      kind: 'penal-charge',
      businessDate: day,
      narration: `Penal charge on bill ${billNumber} of credit line ${row.lenderLoanAcctId}, unpaid by its due date`,
      lines: [
        debit('line-fees-receivable', charge, { subjectId: row.id }),
        accruesIncome(assetClass)
          ? credit('penal-income', charge)
          : credit('line-income-suspense', charge, { subjectId: row.id }),
      ],
    });
  const penalTotal = penal.reduce((sum, each) => sum + each.charge, 0);
  const line: CreditLine = {
    ...advanced,
    principal: paise(advanced.principal + late),
    unbilledFees: paise(advanced.unbilledFees + penalTotal),
  };
  for (const accrual of accruals)
    if (accrual.amount > 0)
      entries.push({
        idempotencyKey: `line-accrual:${row.id}:${accrual.date}`,
        lenderId: row.lenderId,
        kind: 'accrual',
        businessDate: accrual.date,
        narration: `Interest on credit line ${row.lenderLoanAcctId} for ${accrual.date}`,
        lines: [
          debit('line-interest-receivable', accrual.amount, { subjectId: row.id }),
          income === 'interest-income'
            ? credit('interest-income', accrual.amount)
            : credit('line-income-suspense', accrual.amount, { subjectId: row.id }),
        ],
      });
  for (const bill of issued)
    if (bill.billNumber === 1 && !row.processingFeeBilled && row.processingFeePaise > 0) {
      // The processing fee is charged with the first bill; the drawdowns' fees were charged when paid.
      const { fee, gst } = processingFeeWithGst(start.terms);
      entries.push({
        idempotencyKey: `line-bill:${row.id}:${bill.billNumber}`,
        lenderId: row.lenderId,
        kind: 'line-bill',
        businessDate: bill.billDate,
        narration: `Processing fee of credit line ${row.lenderLoanAcctId}, bill ${bill.billNumber}`,
        lines: [
          debit('line-fees-receivable', paise(fee + gst), { subjectId: row.id }),
          credit('fee-income', fee),
          credit('gst-payable', gst),
        ],
      });
    }
  return {
    row,
    line,
    entries,
    issued,
    newBills: issued.map((bill) => billRowOf(row.id, bill)),
    assetClass,
    dpd,
  };
}
