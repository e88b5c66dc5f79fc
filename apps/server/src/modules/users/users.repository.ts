import { and, eq, isNull } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { users } from './users.schema.ts';

export type NewUser = typeof users.$inferInsert;

export async function insertUserUnlessMobileTaken(db: Db, user: NewUser): Promise<void> {
  await db.insert(users).values(user).onConflictDoNothing({ target: users.mobile });
}

export type User = typeof users.$inferSelect;

export async function findUserByMobile(db: Db, mobile: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
  return user;
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Marks the mobile verified (and opted in to WhatsApp notices); false when the mobile belongs to someone else. */
export async function setVerifiedMobile(db: Db, userId: string, mobile: string, now: Date): Promise<boolean> {
  return updateUnlessTaken(db, userId, {
    mobile,
    mobileOtpVerified: true,
    whatsappOptIn: true,
    updatedAt: now,
  });
}

const uniqueViolation = '23505';

/** Updates one user; false when a unique column (mobile, federated identity) already holds the value elsewhere. */
async function updateUnlessTaken(db: Db, userId: string, change: Partial<NewUser>): Promise<boolean> {
  const updated = await db
    .update(users)
    .set(change)
    .where(eq(users.id, userId))
    .returning({ id: users.id })
    .catch((error: unknown) => {
      if ((error as { cause?: { code?: string } }).cause?.code === uniqueViolation) return [];
      throw error;
    });
  return updated.length === 1;
}

export async function findUserByFederatedId(db: Db, federatedId: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.federatedId, federatedId));
  return user;
}

/** An account with this e-mail that no federated identity has claimed yet. */
export async function findUnlinkedUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.federatedId)))
    .limit(1);
  return user;
}

export async function linkFederatedId(db: Db, userId: string, federatedId: string, now: Date): Promise<void> {
  await db.update(users).set({ federatedId, updatedAt: now }).where(eq(users.id, userId));
}

/** Inserts unless the federated identity already has an account (a concurrent first sign-in); true when inserted. */
export async function insertFederatedUser(db: Db, user: NewUser): Promise<boolean> {
  const inserted = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.federatedId })
    .returning({ id: users.id });
  return inserted.length === 1;
}

/** Connects a verified e-mail and its federated identity; false when that identity belongs to another account. */
export async function setEmailAndFederatedId(
  db: Db,
  userId: string,
  change: { email: string; federatedId: string },
  now: Date,
): Promise<boolean> {
  return updateUnlessTaken(db, userId, { ...change, updatedAt: now });
}

/** Name, date of birth and PAN as the application profile sets them. */
export async function updateAccountDetails(
  db: Db,
  userId: string,
  change: Pick<NewUser, 'name' | 'dateOfBirth' | 'panSealed' | 'panHash' | 'updatedAt'>,
): Promise<void> {
  await db.update(users).set(change).where(eq(users.id, userId));
}

export async function findUserIdByPanHash(db: Db, panHash: string): Promise<string | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.panHash, panHash));
  return user?.id;
}
