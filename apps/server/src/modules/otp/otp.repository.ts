import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import {
  otpChallenges,
  otpGuessStreaks,
  type OtpChallenge,
  type OtpKillReason,
  type OtpPurpose,
} from './otp.schema.ts';

// Advisory lock namespaces (first key) so a destination and an IP never share a lock.
const destinationLockSpace = 7101;
const ipLockSpace = 7102;

/**
 * Serialises sends to one destination and from one IP until the transaction ends, so concurrent
 * requests on any instance cannot both pass a limit check. Always destination first, then IP,
 * so two transactions never wait on each other in a cycle.
 */
export async function lockSendsFor(tx: Db, destination: string, ip: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(destinationLockSpace))}, hashtext(${destination}))`,
  );
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(ipLockSpace))}, hashtext(${ip}))`);
}

/**
 * When the `nth` most recent send since `since` happened, or undefined with fewer sends: with a
 * limit of n, that send ageing out of the window is what lets the next one through.
 */
export async function findNthRecentSend(
  db: Db,
  by: { destination: string } | { ip: string },
  since: Date,
  nth: number,
): Promise<Date | undefined> {
  const match =
    'destination' in by ? eq(otpChallenges.destination, by.destination) : eq(otpChallenges.ip, by.ip);
  const [row] = await db
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(and(match, gt(otpChallenges.createdAt, since)))
    .orderBy(desc(otpChallenges.createdAt))
    .offset(nth - 1)
    .limit(1);
  return row?.createdAt;
}

/** The latest challenge whose code was sent; a failed send does not start a resend wait. */
export async function findLatestSentChallenge(db: Db, purpose: OtpPurpose, destination: string) {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.purpose, purpose),
        eq(otpChallenges.destination, destination),
        isNotNull(otpChallenges.sentAt),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return row;
}

export async function killOpenChallenges(
  db: Db,
  purpose: OtpPurpose,
  destination: string,
  at: Date,
): Promise<void> {
  await db
    .update(otpChallenges)
    .set({ killedAt: at, killReason: 'superseded' })
    .where(
      and(
        eq(otpChallenges.purpose, purpose),
        eq(otpChallenges.destination, destination),
        isNull(otpChallenges.consumedAt),
        isNull(otpChallenges.killedAt),
      ),
    );
}

export async function insertChallenge(db: Db, row: typeof otpChallenges.$inferInsert): Promise<void> {
  await db.insert(otpChallenges).values(row);
}

export async function markChallengeSent(db: Db, id: string, at: Date): Promise<void> {
  await db.update(otpChallenges).set({ sentAt: at }).where(eq(otpChallenges.id, id));
}

export async function killChallenge(db: Db, id: string, reason: OtpKillReason, at: Date): Promise<void> {
  await db
    .update(otpChallenges)
    .set({ killedAt: at, killReason: reason })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.killedAt)));
}

/**
 * Locks the challenge to verify: the one named, or else the latest for purpose and destination
 * whatever its state, so a closed one answers with why it is closed. Call inside a transaction.
 */
export async function lockChallengeForVerify(
  tx: Db,
  target: { id: string } | { purpose: OtpPurpose; destination: string },
) {
  const where =
    'id' in target
      ? eq(otpChallenges.id, target.id)
      : and(eq(otpChallenges.purpose, target.purpose), eq(otpChallenges.destination, target.destination));
  const [row] = await tx
    .select()
    .from(otpChallenges)
    .where(where)
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** Increments in SQL rather than read-modify-write, so no count is lost even outside a row lock. */
export async function incrementAttempts(tx: Db, id: string): Promise<number> {
  const [row] = await tx
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(eq(otpChallenges.id, id))
    .returning({ attempts: otpChallenges.attempts });
  if (!row) throw new Error(`OTP challenge ${id} vanished while locked`);
  return row.attempts;
}

export async function consumeChallenge(tx: Db, id: string, at: Date): Promise<void> {
  await tx.update(otpChallenges).set({ consumedAt: at }).where(eq(otpChallenges.id, id));
}

export async function findChallenge(db: Db, id: string): Promise<OtpChallenge | undefined> {
  const [challenge] = await db.select().from(otpChallenges).where(eq(otpChallenges.id, id));
  return challenge;
}

/**
 * The account's run of wrong codes, created when it has none, and locked until the transaction
 * ends so that simultaneous guesses on several codes are all counted.
 */
export async function lockGuessStreak(tx: Db, accountKey: string, now: Date) {
  const [row] = await tx
    .insert(otpGuessStreaks)
    .values({ accountKey, consecutiveFailures: 0, updatedAt: now })
    // A no-op update, so the existing row comes back locked like a new one.
    .onConflictDoUpdate({
      target: otpGuessStreaks.accountKey,
      set: { accountKey: sql`excluded.account_key` },
    })
    .returning();
  if (!row) throw new Error(`OTP guess streak ${accountKey} could not be read`);
  return row;
}

export async function findGuessLock(db: Db, accountKey: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: otpGuessStreaks.lockedUntil })
    .from(otpGuessStreaks)
    .where(eq(otpGuessStreaks.accountKey, accountKey));
  return row?.lockedUntil ?? null;
}

export async function updateGuessStreak(
  tx: Db,
  accountKey: string,
  streak: { consecutiveFailures: number; lockedUntil: Date | null },
  now: Date,
): Promise<void> {
  await tx
    .update(otpGuessStreaks)
    .set({ ...streak, updatedAt: now })
    .where(eq(otpGuessStreaks.accountKey, accountKey));
}
