import type { Db } from '../../db/database.ts';
import type { DailyReportAnswer } from '../daily-report.ts';
import { dayWindow, notReadyUntil, reportReadyAt, shortfallOf } from '../sandbox-daily-report.ts';
import type { PayoutReport } from './index.ts';
import { listProcessedBetween } from './sandbox.repository.ts';

/**
 * The beneficiary account's last four digits that shape a day's statement (docs/providers.md);
 * each payout is processed as any other.
 */
export const sandboxPayoutReportEndings = {
  /** The payout is left out of its day's statement. */
  missing: '0005',
  /** Its day's statement debits Rs 100 less than its lines say. */
  short: '0006',
  /** Its day's statement is made at 18:00 the next day instead of 06:00. */
  late: '0007',
} as const;

/**
 * The bank's statement of the payouts processed (credited to the beneficiary) on `day` (India):
 * made at 06:00 the next day, each line with its own UTR, named by the day. A payout the
 * beneficiary's bank returned later is still a payout of its day. The magic endings of the day's
 * accounts leave a line out, make the debit short or make the statement late.
 */
export async function payoutReport(db: Db, day: string, now: Date): Promise<DailyReportAnswer<PayoutReport>> {
  const { from, until } = dayWindow(day);
  const processed = await listProcessedBetween(db, from, until);
  const ending = (row: { accountNumberLast4: string }) => row.accountNumberLast4;
  const late = processed.some((row) => ending(row) === sandboxPayoutReportEndings.late);
  const waiting = notReadyUntil<PayoutReport>(reportReadyAt(day, late), now);
  if (waiting) return waiting;
  const lines = processed
    .filter((row) => ending(row) !== sandboxPayoutReportEndings.missing)
    .map((row) => ({ payoutId: row.id, reference: row.reference, utr: row.utr ?? '', amount: row.amount }));
  const sum = lines.reduce((total, line) => total + line.amount, 0);
  const short = processed.filter((row) => ending(row) === sandboxPayoutReportEndings.short).length;
  return {
    status: 'ready',
    report: {
      reference: `payouts-${day}`,
      businessDate: day,
      settledOn: day,
      utr: null,
      lines,
      total: sum - shortfallOf(short, sum),
    },
  };
}
