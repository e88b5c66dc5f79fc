import { desc, eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { creditReportPulls } from './credit-report.schema.ts';

export type CreditReportPullRow = typeof creditReportPulls.$inferSelect;

export async function insertCreditReportPull(db: Db, row: CreditReportPullRow): Promise<void> {
  await db.insert(creditReportPulls).values(row);
}

/** The borrower's newest pull; undefined if they never generated a report. */
export async function latestCreditReportPull(
  db: Db,
  userId: string,
): Promise<CreditReportPullRow | undefined> {
  const [row] = await db
    .select()
    .from(creditReportPulls)
    .where(eq(creditReportPulls.userId, userId))
    .orderBy(desc(creditReportPulls.pulledAt))
    .limit(1);
  return row;
}
