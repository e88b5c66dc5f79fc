import { analyseStatement } from '@kredo/domain/statement-analysis';
import { statementChannels } from '@kredo/domain/statement-channels';

import type {
  StatementAnalysisRecord,
  StatementFileReading,
  StoredTransaction,
} from './statement-records.ts';

const rowKey = (row: StoredTransaction) =>
  [row.date, row.narration, row.debitPaise, row.creditPaise, row.balancePaise].join('|');

/**
 * One analysis from every file a borrower read in a session: files in date order, rows both files
 * carry (overlapping periods) counted once, the first file's opening balance as the start.
 */
export function combineReadings(
  readings: readonly StatementFileReading[],
  source: StatementAnalysisRecord['source'],
): StatementAnalysisRecord | null {
  const ordered = [...readings].sort((a, b) => a.periodFrom.localeCompare(b.periodFrom));
  const first = ordered[0];
  if (!first) return null;
  const seen = new Set<string>();
  const transactions: StoredTransaction[] = [];
  for (const reading of ordered) {
    for (const row of reading.transactions) {
      const key = rowKey(row);
      if (seen.has(key)) continue;
      seen.add(key);
      transactions.push(row);
    }
  }
  const analysis = analyseStatement({ openingBalancePaise: first.openingBalancePaise, transactions });
  return {
    source,
    files: ordered.length,
    transactionCount: transactions.length,
    monthsCovered: analysis.monthsCovered,
    periodFrom: analysis.periodFrom ?? first.periodFrom,
    periodTo: analysis.periodTo ?? first.periodTo,
    salaryCredits: analysis.salaryCredits,
    monthlyIncomePaise: analysis.monthlyIncomePaise,
    averageBalancePaise: analysis.averageBalancePaise,
    bouncedPayments: analysis.bouncedPayments,
    balanceChainBreaks: analysis.balanceChainBreaks,
    channels: statementChannels(transactions),
  };
}
