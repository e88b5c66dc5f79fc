import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { staffMembers, staffSessions, staffSignInChallenges } from './staff.schema.ts';

export type StaffRow = typeof staffMembers.$inferSelect;
export type ChallengeRow = typeof staffSignInChallenges.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
  return row;
}

export async function findStaffById(db: Db, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
  return row;
}

export async function selectStaffNames(db: Db, ids: string[]): Promise<Array<{ id: string; name: string }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(inArray(staffMembers.id, ids));
}

export async function selectStaffEmails(
  db: Db,
  ids: string[],
): Promise<Array<{ id: string; email: string }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: staffMembers.id, email: staffMembers.email })
    .from(staffMembers)
    .where(inArray(staffMembers.id, ids));
}

export async function insertStaffUnlessEmailTaken(
  db: Db,
  row: typeof staffMembers.$inferInsert,
): Promise<void> {
  await db.insert(staffMembers).values(row).onConflictDoNothing({ target: staffMembers.email });
}

/**
 * Counts one more consecutive failure; the `limit`th locks the account until `lockUntil` and
 * starts the count again. Answers whether this failure locked it.
 */
export async function countFailure(
  db: Db,
  id: string,
  limit: number,
  now: Date,
  lockUntil: Date,
): Promise<{ locked: boolean }> {
  const [row] = await db
    .update(staffMembers)
    .set({
      failedAttempts: sql`case when ${staffMembers.failedAttempts} + 1 >= ${limit} then 0 else ${staffMembers.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${staffMembers.failedAttempts} + 1 >= ${limit} then ${lockUntil.toISOString()}::timestamptz else ${staffMembers.lockedUntil} end`,
      updatedAt: now,
    })
    .where(eq(staffMembers.id, id))
    .returning({ lockedUntil: staffMembers.lockedUntil });
  return { locked: row?.lockedUntil?.getTime() === lockUntil.getTime() };
}

/**
 * Records a sign-in's accepted TOTP step and clears the failures, only when the step is newer
 * than the last accepted one: a code is good once. False when the code was already used.
 */
export async function acceptTotpStep(db: Db, id: string, step: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffMembers)
    .set({ lastTotpStep: step, failedAttempts: 0, lockedUntil: null, updatedAt: now })
    .where(
      and(
        eq(staffMembers.id, id),
        or(isNull(staffMembers.lastTotpStep), lt(staffMembers.lastTotpStep, step)),
      ),
    )
    .returning({ id: staffMembers.id });
  return rows.length === 1;
}

export async function insertChallenge(db: Db, row: typeof staffSignInChallenges.$inferInsert): Promise<void> {
  await db.insert(staffSignInChallenges).values(row);
}

/** A challenge still open at `now`: unused, unexpired, with tries left. */
export async function findOpenChallenge(
  db: Db,
  id: string,
  now: Date,
  maxWrongCodes: number,
): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(staffSignInChallenges)
    .where(
      and(
        eq(staffSignInChallenges.id, id),
        isNull(staffSignInChallenges.usedAt),
        gt(staffSignInChallenges.expiresAt, now),
        lt(staffSignInChallenges.wrongCodes, maxWrongCodes),
      ),
    );
  return row;
}

export async function countWrongCode(db: Db, id: string): Promise<void> {
  await db
    .update(staffSignInChallenges)
    .set({ wrongCodes: sql`${staffSignInChallenges.wrongCodes} + 1` })
    .where(eq(staffSignInChallenges.id, id));
}

/** Spends a challenge; false when another request spent it first. */
export async function spendChallenge(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffSignInChallenges)
    .set({ usedAt: now })
    .where(and(eq(staffSignInChallenges.id, id), isNull(staffSignInChallenges.usedAt)))
    .returning({ id: staffSignInChallenges.id });
  return rows.length === 1;
}

export async function insertStaffSession(db: Db, row: typeof staffSessions.$inferInsert): Promise<void> {
  await db.insert(staffSessions).values(row);
}

export async function findLiveStaffSession(db: Db, id: string): Promise<StaffSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
  return row;
}

export async function revokeStaffSession(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
}
