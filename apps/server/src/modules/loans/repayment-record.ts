import { isoDate } from '@kredo/domain/calendar-date';
import type { RepaymentDue } from '@kredo/domain/credit-score-ratings';
import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { instalmentBalances } from '../ledger/instalment-balances.schema.ts';
import { loanInstalments, loans } from './loans.schema.ts';

/**
 * Every instalment of the borrower's loans in the schedule in force, with the day it was paid in
 * full (the instalment sub-ledger's), for the credit report. A loan cancelled before its payout
 * owes nothing; a closed one (repaid, foreclosed, left in its cooling-off period) owes nothing more
 * on an instalment it left unpaid. A written-off loan stays DISBURSED: its unpaid instalments count.
 */
export async function loanRepaymentDues(db: Db, userId: string): Promise<RepaymentDue[]> {
  const rows = await db
    .select({
      status: loans.status,
      dueDate: loanInstalments.dueDate,
      paidOn: instalmentBalances.paidOn,
    })
    .from(loans)
    .innerJoin(
      loanInstalments,
      and(eq(loanInstalments.loanId, loans.id), eq(loanInstalments.scheduleVersion, loans.scheduleVersion)),
    )
    .leftJoin(
      instalmentBalances,
      and(
        eq(instalmentBalances.loanId, loans.id),
        eq(instalmentBalances.instalmentNumber, loanInstalments.instalmentNumber),
      ),
    )
    .where(and(eq(loans.userId, userId), sql`not ('cancelled' = any(${loans.tags}))`));
  return rows
    .filter((row) => row.status === 'DISBURSED' || row.paidOn !== null)
    .map((row) => ({
      dueDate: isoDate(row.dueDate),
      paidOn: row.paidOn === null ? null : isoDate(row.paidOn),
    }));
}
