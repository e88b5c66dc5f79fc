import { and, desc, eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { currentDocumentOf } from '../documents/documents.service.ts';
import { kycContext } from './kyc-record.ts';
import { findBookedAppointment } from './kyc.repository.ts';
import { kycVerifications } from './kyc.schema.ts';

export type KycSummary = {
  mode: 'OKYC' | 'KYC_DIGI_LOCKER' | 'SCAN' | 'APPOINTMENT';
  /** When the KYC was done: the e-KYC verified, the proof scanned, or the visit booked. */
  at: Date;
  /** The name on the e-KYC; null for a scan or a visit, which a person reads. */
  name: string | null;
  aadhaarLast4: string | null;
};

async function verificationOfDocument(db: Db, userId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(kycVerifications)
    .where(
      and(
        eq(kycVerifications.userId, userId),
        eq(kycVerifications.documentId, documentId),
        eq(kycVerifications.status, 'VERIFIED'),
      ),
    )
    .orderBy(desc(kycVerifications.verifiedAt))
    .limit(1);
  return row;
}

/**
 * How the borrower did their KYC, as underwriting and the back office read it. The current
 * address proof decides: the e-KYC PDF of a verified OKYC or DigiLocker (with the e-KYC's
 * name), or a scanned proof; without one, a booked document pickup visit; else none.
 */
export async function kycSummaryOf(
  deps: Pick<AppDeps, 'db' | 'cipher'>,
  userId: string,
): Promise<KycSummary | null> {
  const proof = await currentDocumentOf(deps.db, userId, 'CURRENT_ADDRESS_PROOF');
  if (proof?.docMode === 'EKYC') {
    const row = await verificationOfDocument(deps.db, userId, proof.id);
    if (row && (row.mode === 'OKYC' || row.mode === 'KYC_DIGI_LOCKER'))
      return {
        mode: row.mode,
        at: row.verifiedAt ?? proof.uploadedAt,
        name: row.nameSealed ? deps.cipher.decrypt(kycContext('name', row.id), row.nameSealed) : null,
        aadhaarLast4: row.aadhaarLast4,
      };
  }
  if (proof) return { mode: 'SCAN', at: proof.uploadedAt, name: null, aadhaarLast4: null };
  const visit = await findBookedAppointment(deps.db, userId);
  return visit ? { mode: 'APPOINTMENT', at: visit.createdAt, name: null, aadhaarLast4: null } : null;
}
