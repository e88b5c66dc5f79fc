import { isoDate } from '@kredo/domain/calendar-date';
import { addDays } from '@kredo/domain/working-days';

import { businessDateOf } from '../../lib/clock.ts';
import type { Db } from '../../db/database.ts';
import type { DailyReportAnswer } from '../daily-report.ts';
import { fixedUtr, notReadyUntil, reportReadyAt, shortfallOf } from '../sandbox-daily-report.ts';
import type { NachSettlement } from './index.ts';
import { listChargedBetween, type DebitWithMandate } from './sandbox-debits.repository.ts';
import { planDebit, storedPlan } from './sandbox-debit-timeline.ts';

/**
 * The mandate account's last four digits that shape a day's settlement (docs/providers.md); their
 * debits are confirmed as any other (none of their last three digits is a mandate's magic value).
 */
export const sandboxNachReportEndings = {
  /** The debit is left out of its day's settlement. */
  missing: '4461',
  /** Its day's settlement credits Rs 100 less than its lines say. */
  short: '4462',
  /** Its day's settlement is made at 18:00 the next day instead of 06:00. */
  late: '4463',
} as const;

/** An extended debit is answered two working days after its charge date: never more than this. */
const longestExtensionDays = 10;

/** Whether the debit was confirmed on `day`: its final answer, written or worked out as the status API does. */
function confirmedOn({ debit, mandate }: DebitWithMandate, day: string): boolean {
  const plan = storedPlan(debit) ?? planDebit(debit, mandate);
  return plan.outcome === 'confirmed' && businessDateOf(plan.settlesAt) === day;
}

/**
 * The sponsor bank's settlement of the debits confirmed on `day` (India): credited to the lender
 * that day, in one credit, and made as a file at 06:00 the next day, named by the day. The magic
 * endings of the debits' mandate accounts leave a line out, credit it short or make it late.
 */
export async function nachSettlementReport(
  db: Db,
  day: string,
  now: Date,
): Promise<DailyReportAnswer<NachSettlement>> {
  const charged = await listChargedBetween(db, addDays(isoDate(day), -longestExtensionDays), day);
  const confirmed = charged.filter((row) => confirmedOn(row, day));
  const ending = (row: DebitWithMandate) => row.mandate.accountNumberLast4;
  const late = confirmed.some((row) => ending(row) === sandboxNachReportEndings.late);
  const waiting = notReadyUntil<NachSettlement>(reportReadyAt(day, late), now);
  if (waiting) return waiting;
  const lines = confirmed
    .filter((row) => ending(row) !== sandboxNachReportEndings.missing)
    .map(({ debit }) => ({ debitId: debit.id, reference: debit.reference, amount: debit.amount }));
  const sum = lines.reduce((total, line) => total + line.amount, 0);
  const short = confirmed.filter((row) => ending(row) === sandboxNachReportEndings.short).length;
  const reference = `ACH-CR-${day.replaceAll('-', '')}`;
  return {
    status: 'ready',
    report: {
      reference,
      businessDate: day,
      settledOn: day,
      utr: fixedUtr(day, `nach-settlement:${reference}`),
      lines,
      total: sum - shortfallOf(short, sum),
    },
  };
}
