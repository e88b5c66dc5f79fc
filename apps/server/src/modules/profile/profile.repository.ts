import { eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { bankAccounts, profiles, type ProfileDetails } from './profile.schema.ts';
import type { ProfileReference } from '@kredo/contract/application-profile';

export type ProfileRow = typeof profiles.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;

export async function findProfileRow(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

/** The row locked for the rest of the transaction, so two saves merge one after the other. */
export async function lockProfileRow(db: Db, userId: string, now: Date): Promise<ProfileRow> {
  await db
    .insert(profiles)
    .values({ userId, details: {}, references: [], updatedAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
  if (!row) throw new Error('profile row vanished');
  return row;
}

/**
 * Writes the profile; its time moves only when the details or references differ from what is
 * saved, so a save of the same answers is not taken for a correction.
 */
export async function updateProfileRow(
  db: Db,
  userId: string,
  change: { details: ProfileDetails; references: ProfileReference[]; updatedAt: Date },
): Promise<void> {
  const details = sql`${JSON.stringify(change.details)}::jsonb`;
  const references = sql`${JSON.stringify(change.references)}::jsonb`;
  await db
    .update(profiles)
    .set({
      details,
      references,
      updatedAt: sql`case when ${profiles.details} = ${details} and ${profiles.references} = ${references}
        then ${profiles.updatedAt} else ${change.updatedAt.toISOString()}::timestamptz end`,
    })
    .where(eq(profiles.userId, userId));
}

/** When the profile's details or references last changed. */
export async function findProfileChangedAt(db: Db, userId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ updatedAt: profiles.updatedAt })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.updatedAt;
}

export async function listBankAccounts(db: Db, userId: string): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId))
    .orderBy(bankAccounts.purposeType);
}

/** One account per purpose: a new one replaces the old, which loses its verification. */
export async function upsertBankAccount(db: Db, row: typeof bankAccounts.$inferInsert): Promise<void> {
  await db
    .insert(bankAccounts)
    .values(row)
    .onConflictDoUpdate({
      target: [bankAccounts.userId, bankAccounts.purposeType],
      set: {
        id: sql`excluded.id`,
        beneficiaryName: sql`excluded.beneficiary_name`,
        bankName: sql`excluded.bank_name`,
        ifsc: sql`excluded.ifsc`,
        accountNumberSealed: sql`excluded.account_number_sealed`,
        accountNumberLast4: sql`excluded.account_number_last4`,
        accountNumberHash: sql`excluded.account_number_hash`,
        accountType: sql`excluded.account_type`,
        verifiedAt: sql`null`,
        verificationStatus: sql`null`,
        verificationReason: sql`null`,
        verificationReference: sql`null`,
        registeredName: sql`null`,
        nameMatchScore: sql`null`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
