import { and, asc, count, eq, isNull, lte, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { findApplication, type ApplicationRow } from './loan-application.repository.ts';
import { loanApplications } from './loan-application.schema.ts';

/** The back office's reads of applications: any borrower's, which no borrower route may do. */

export { findApplication as findAnyApplication, type ApplicationRow };

export type QueueFilter = { status?: string | undefined; statusSince?: Date | undefined; limit: number };

/** Open applications (not closed), the longest waiting first: by when their status last changed. */
export function openApplications(db: Db, filter: QueueFilter): Promise<ApplicationRow[]> {
  const conditions: SQL[] = [isNull(loanApplications.closedAt)];
  if (filter.status) conditions.push(eq(loanApplications.status, filter.status));
  if (filter.statusSince) conditions.push(lte(loanApplications.statusUpdatedAt, filter.statusSince));
  return db
    .select()
    .from(loanApplications)
    .where(and(...conditions))
    .orderBy(asc(loanApplications.statusUpdatedAt), asc(loanApplications.id))
    .limit(filter.limit);
}

/** How many open applications are in each status. */
export async function openApplicationCounts(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: loanApplications.status, n: count() })
    .from(loanApplications)
    .where(isNull(loanApplications.closedAt))
    .groupBy(loanApplications.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}
