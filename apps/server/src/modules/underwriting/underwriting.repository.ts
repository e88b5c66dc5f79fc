import { randomUUID } from 'node:crypto';

import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';

import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/database.ts';
import { applicationStatusHistory, opportunities, underwritingDecisions } from './underwriting.schema.ts';

export type DecisionRow = typeof underwritingDecisions.$inferSelect;
export type OpportunityRow = typeof opportunities.$inferSelect;
export type HistoryRow = typeof applicationStatusHistory.$inferSelect;

export async function insertDecision(
  db: Db,
  row: Omit<typeof underwritingDecisions.$inferInsert, 'id'>,
): Promise<DecisionRow> {
  const [inserted] = await db
    .insert(underwritingDecisions)
    .values({ ...row, id: randomUUID() })
    .returning();
  if (!inserted) throw new Error('decision insert returned no row');
  return inserted;
}

/** Every decision on the application, oldest first. */
export function decisionsOf(db: Db, applicationId: string): Promise<DecisionRow[]> {
  return db
    .select()
    .from(underwritingDecisions)
    .where(eq(underwritingDecisions.applicationId, applicationId))
    .orderBy(asc(underwritingDecisions.decidedAt));
}

export async function latestAutomaticDecision(
  db: Db,
  applicationId: string,
): Promise<DecisionRow | undefined> {
  const [row] = await db
    .select()
    .from(underwritingDecisions)
    .where(
      and(
        eq(underwritingDecisions.applicationId, applicationId),
        eq(underwritingDecisions.decidedBy, 'AUTOMATIC'),
      ),
    )
    .orderBy(desc(underwritingDecisions.decidedAt))
    .limit(1);
  return row;
}

/** The latest automatic outcome of each of these applications that has one (for the staff queue). */
export async function latestAutomaticOutcomes(
  db: Db,
  applicationIds: readonly string[],
): Promise<Map<string, string>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([underwritingDecisions.applicationId], {
      applicationId: underwritingDecisions.applicationId,
      outcome: underwritingDecisions.outcome,
    })
    .from(underwritingDecisions)
    .where(
      and(
        inArray(underwritingDecisions.applicationId, [...applicationIds]),
        eq(underwritingDecisions.decidedBy, 'AUTOMATIC'),
      ),
    )
    .orderBy(underwritingDecisions.applicationId, desc(underwritingDecisions.decidedAt));
  return new Map(rows.map((row) => [row.applicationId, row.outcome]));
}

export async function insertOpportunity(
  db: Db,
  row: Omit<typeof opportunities.$inferInsert, 'id'>,
): Promise<OpportunityRow> {
  const [inserted] = await db
    .insert(opportunities)
    .values({ ...row, id: randomUUID() })
    .returning();
  if (!inserted) throw new Error('opportunity insert returned no row');
  return inserted;
}

/**
 * The application's opportunity that is not cancelled (at most one: a unique index), as a query
 * another read can also join to its application (`applicationId` may be that application's id column).
 */
export const liveOpportunityQuery = (db: Db, applicationId: string | AnyPgColumn) =>
  db
    .select()
    .from(opportunities)
    .where(and(eq(opportunities.applicationId, applicationId), ne(opportunities.status, 'CANCELLED')))
    .limit(1);

/** The application's opportunity that is not cancelled, if any. */
export async function findLiveOpportunity(
  db: Db,
  applicationId: string,
): Promise<OpportunityRow | undefined> {
  const [row] = await liveOpportunityQuery(db, applicationId);
  return row;
}

export async function insertHistory(db: Db, row: Omit<typeof applicationStatusHistory.$inferInsert, 'id'>) {
  await db.insert(applicationStatusHistory).values({ ...row, id: randomUUID() });
}

/** The application's status history, oldest first. */
export function historyOf(db: Db, applicationId: string): Promise<HistoryRow[]> {
  return db
    .select()
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, applicationId))
    .orderBy(asc(applicationStatusHistory.at));
}
