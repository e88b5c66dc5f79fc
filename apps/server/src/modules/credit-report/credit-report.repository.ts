import { and, desc, eq, lte } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { creditReportClaims, creditReportPulls } from './credit-report.schema.ts';

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

/**
 * Claims the borrower's next bureau pull under `reference` until `until`, unless another pull's
 * claim holds (one not lapsed by `now`): true when claimed. One statement, so two requests at once,
 * on one instance or two, never both claim.
 */
export async function claimCreditReportPull(
  db: Db,
  claim: { userId: string; reference: string; now: Date; until: Date },
): Promise<boolean> {
  const claimed = await db
    .insert(creditReportClaims)
    .values({ userId: claim.userId, reference: claim.reference, claimedUntil: claim.until })
    .onConflictDoUpdate({
      target: creditReportClaims.userId,
      set: { reference: claim.reference, claimedUntil: claim.until },
      setWhere: lte(creditReportClaims.claimedUntil, claim.now),
    })
    .returning({ userId: creditReportClaims.userId });
  return claimed.length === 1;
}

/** Ends the claim `reference` made (nothing if it lapsed and another request holds it now). */
export async function releaseCreditReportClaim(db: Db, userId: string, reference: string): Promise<void> {
  await db
    .delete(creditReportClaims)
    .where(and(eq(creditReportClaims.userId, userId), eq(creditReportClaims.reference, reference)));
}
