import { and, desc, eq, isNotNull } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { loanApplications } from '../loan-application/loan-application.schema.ts';
import type { StoredBureauReport } from './underwriting-records.ts';
import { underwritingDecisions } from './underwriting.schema.ts';

/** The newest bureau report an automatic decision on any of the borrower's applications pulled; null if none. */
export async function latestApplicationBureauReport(
  db: Db,
  userId: string,
): Promise<StoredBureauReport | null> {
  const [row] = await db
    .select({ report: underwritingDecisions.bureauReport })
    .from(underwritingDecisions)
    .innerJoin(loanApplications, eq(loanApplications.id, underwritingDecisions.applicationId))
    .where(and(eq(loanApplications.userId, userId), isNotNull(underwritingDecisions.bureauReport)))
    .orderBy(desc(underwritingDecisions.decidedAt))
    .limit(1);
  return row?.report ?? null;
}
