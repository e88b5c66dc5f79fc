import { and, count, eq, gte, inArray, isNotNull } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { kycAppointments, kycVerifications } from './kyc.schema.ts';

export type KycVerificationRow = typeof kycVerifications.$inferSelect;
export type NewKycVerification = typeof kycVerifications.$inferInsert;
export type KycAppointmentRow = typeof kycAppointments.$inferSelect;

export async function insertVerification(db: Db, row: NewKycVerification): Promise<void> {
  await db.insert(kycVerifications).values(row);
}

export async function findVerification(db: Db, id: string): Promise<KycVerificationRow | undefined> {
  const [row] = await db.select().from(kycVerifications).where(eq(kycVerifications.id, id));
  return row;
}

export async function updateVerification(
  db: Db,
  id: string,
  changes: Partial<Omit<NewKycVerification, 'id' | 'userId' | 'mode' | 'createdAt'>>,
): Promise<void> {
  await db.update(kycVerifications).set(changes).where(eq(kycVerifications.id, id));
}

/** Closes a verification still in progress as failed; a finished one (a concurrent success) stays. */
export async function markVerificationFailed(db: Db, id: string, reason: string, now: Date): Promise<void> {
  await db
    .update(kycVerifications)
    .set({ status: 'FAILED', failureReason: reason.slice(0, 80), providerRef: null, updatedAt: now })
    .where(and(eq(kycVerifications.id, id), inArray(kycVerifications.status, ['INITIATED', 'OTP_SENT'])));
}

/** OTPs sent for the borrower's Aadhaar OKYC since `since`. */
export async function countOtpsSentSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(kycVerifications)
    .where(
      and(
        eq(kycVerifications.userId, userId),
        isNotNull(kycVerifications.otpSentAt),
        gte(kycVerifications.otpSentAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function findBookedAppointment(db: Db, userId: string): Promise<KycAppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(kycAppointments)
    .where(and(eq(kycAppointments.userId, userId), eq(kycAppointments.status, 'BOOKED')));
  return row;
}

/** Books a visit, cancelling the borrower's earlier booked one, in one transaction. */
export async function replaceBookedAppointment(
  db: Db,
  row: typeof kycAppointments.$inferInsert,
): Promise<KycAppointmentRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(kycAppointments)
      .set({ status: 'CANCELLED', updatedAt: row.createdAt })
      .where(and(eq(kycAppointments.userId, row.userId), eq(kycAppointments.status, 'BOOKED')));
    const [inserted] = await tx.insert(kycAppointments).values(row).returning();
    if (!inserted) throw new Error('appointment insert returned no row');
    return inserted;
  });
}
