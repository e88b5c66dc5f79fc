import type { KycData } from '@kredo/contract/kyc';

import type { AppDeps } from '../../app-deps.ts';
import type { EKyc } from '../../providers/uidai/index.ts';
import { storeDocument } from '../documents/documents.service.ts';
import { drawEKycPdf, type EKycPdfInput } from './ekyc-pdf.ts';
import { updateVerification, type KycVerificationRow } from './kyc.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'blobs' | 'clock' | 'cipher'>;

/** Seals are bound to their row and column: a sealed name copied elsewhere no longer opens. */
export const kycContext = (column: 'name' | 'dob' | 'address', verificationId: string) =>
  `kyc_verifications.${column}:${verificationId}`;

/** Keyed hash of an Aadhaar number: the same number is recognised again, never read back. */
export const aadhaarHashPurpose = 'aadhaar';

const sources = {
  OKYC: 'Aadhaar OKYC (UIDAI)',
  KYC_DIGI_LOCKER: 'DigiLocker e-Aadhaar',
} as const satisfies Record<KycVerificationRow['mode'], EKycPdfInput['source']>;

export function kycDataOf(ekyc: EKyc): KycData {
  return {
    name: ekyc.name,
    dob: ekyc.dob,
    gender: ekyc.gender,
    address: ekyc.address,
    photo: `data:image/png;base64,${Buffer.from(ekyc.photoPng).toString('base64')}`,
    aadhaarLast4: ekyc.aadhaarLast4,
  };
}

/**
 * Keeps a verified e-KYC: the photo in the blob store, the PII sealed on the row, and the e-KYC
 * PDF as the borrower's current address proof (docSubType AADHAAR), which completes the KYC
 * category of the checklist.
 */
export async function recordVerifiedKyc(deps: Deps, row: KycVerificationRow, ekyc: EKyc): Promise<KycData> {
  const verifiedAt = deps.clock.now();
  const photo = await deps.blobs.put(ekyc.photoPng);
  const pdf = await drawEKycPdf({ ...ekyc, source: sources[row.mode], verificationId: row.id, verifiedAt });
  const document = await storeDocument(
    deps,
    row.userId,
    { docType: 'CURRENT_ADDRESS_PROOF', docSubType: 'AADHAAR', side: 'SINGLE', docMode: 'EKYC' },
    pdf,
  );
  await updateVerification(deps.db, row.id, {
    status: 'VERIFIED',
    aadhaarLast4: ekyc.aadhaarLast4,
    nameSealed: deps.cipher.encrypt(kycContext('name', row.id), ekyc.name),
    dobSealed: deps.cipher.encrypt(kycContext('dob', row.id), ekyc.dob),
    addressSealed: deps.cipher.encrypt(kycContext('address', row.id), ekyc.address),
    gender: ekyc.gender,
    photoBlobKey: photo.key,
    photoSha256: photo.sha256,
    providerReference: ekyc.referenceId,
    documentId: document.id,
    providerRef: null,
    updatedAt: verifiedAt,
    verifiedAt,
  });
  return kycDataOf(ekyc);
}

/** The e-KYC a verified row holds, opened for its owner (a repeated DigiLocker return). */
export async function readVerifiedKyc(deps: Deps, row: KycVerificationRow): Promise<KycData | undefined> {
  if (row.status !== 'VERIFIED' || !row.nameSealed || !row.dobSealed || !row.addressSealed) return undefined;
  const photo =
    row.photoBlobKey && row.photoSha256
      ? await deps.blobs.get({ key: row.photoBlobKey, sha256: row.photoSha256 })
      : null;
  return {
    name: deps.cipher.decrypt(kycContext('name', row.id), row.nameSealed),
    dob: deps.cipher.decrypt(kycContext('dob', row.id), row.dobSealed),
    gender: row.gender as KycData['gender'],
    address: deps.cipher.decrypt(kycContext('address', row.id), row.addressSealed),
    photo: photo ? `data:image/png;base64,${photo.toString('base64')}` : '',
    aadhaarLast4: row.aadhaarLast4 ?? '',
  };
}
