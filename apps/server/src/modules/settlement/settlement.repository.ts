import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { providerReports, reconciliationBreaks } from '../ledger/ledger.schema.ts';

export type ProviderReportRow = typeof providerReports.$inferSelect;
export type NewProviderReport = typeof providerReports.$inferInsert;
export type NewBreak = typeof reconciliationBreaks.$inferInsert;

/** Stores each new part of a report; a part stored before (same source and reference) stays as it was. */
export async function insertReportParts(db: Db, rows: NewProviderReport[]): Promise<void> {
  if (rows.length > 0) await db.insert(providerReports).values(rows).onConflictDoNothing();
}

/** Whether any part of the provider's report `reference` is stored (parts are `<reference>:<lender>`). */
export async function reportStored(db: Db, source: string, reference: string): Promise<boolean> {
  const [row] = await db
    .select({ id: providerReports.id })
    .from(providerReports)
    .where(
      and(
        eq(providerReports.source, source),
        sql`starts_with(${providerReports.reference}, ${`${reference}:`})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Which of `references` a stored report of the source has already settled (a line of a part). */
export async function settledReferences(
  db: Db,
  source: string,
  references: readonly string[],
): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const listed = sql.join(
    references.map((reference) => sql`${reference}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select distinct line->>'reference' as reference
    from provider_reports p cross join lateral jsonb_array_elements(p.lines) as line
    where p.source = ${source} and line->>'reference' in (${listed})
  `)) as unknown as { rows: { reference: string }[] };
  return new Set(result.rows.map((row) => row.reference));
}

/** Holds the report until the transaction ends: one instance at a time matches and posts it. */
export async function lockReportReference(db: Db, source: string, reference: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`report:${source}:${reference}`}, 0))`,
  );
}

/** The report's parts, posted: RECEIVED until then. */
export async function markReconciled(db: Db, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(providerReports)
    .set({ status: 'RECONCILED', reconciledAt: now })
    .where(inArray(providerReports.id, [...ids]));
}

/** Records each break once: the same source, kind, reference and day again records nothing. */
export async function insertBreaks(db: Db, rows: NewBreak[]): Promise<void> {
  if (rows.length > 0) await db.insert(reconciliationBreaks).values(rows).onConflictDoNothing();
}

/** The late-file break of a report that has now come, resolved as such. */
export async function resolveLateFile(db: Db, source: string, day: string, now: Date): Promise<void> {
  await db
    .update(reconciliationBreaks)
    .set({ resolvedAt: now, resolution: `The report came on ${now.toISOString()}` })
    .where(
      and(
        eq(reconciliationBreaks.source, source),
        eq(reconciliationBreaks.kind, 'late-file'),
        eq(reconciliationBreaks.businessDate, day),
        isNull(reconciliationBreaks.resolvedAt),
      ),
    );
}

/**
 * The days whose report is still awaited past its cut-off, by source, the latest first: the clock
 * asks again for the latest `limit` of them (older ones are left to operations).
 */
export async function lateReports(db: Db, limit = 31): Promise<{ source: string; businessDate: string }[]> {
  return db
    .select({ source: reconciliationBreaks.source, businessDate: reconciliationBreaks.businessDate })
    .from(reconciliationBreaks)
    .where(and(eq(reconciliationBreaks.kind, 'late-file'), isNull(reconciliationBreaks.resolvedAt)))
    .orderBy(desc(reconciliationBreaks.businessDate))
    .limit(limit);
}
