import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { documents } from '../documents/documents.schema.ts';
import { users } from '../users/users.schema.ts';

export const kycVerificationModes = ['OKYC', 'KYC_DIGI_LOCKER'] as const;
export const kycVerificationStatuses = ['INITIATED', 'OTP_SENT', 'VERIFIED', 'FAILED'] as const;
export type KycVerificationStatus = (typeof kycVerificationStatuses)[number];

/**
 * One row per Aadhaar OKYC or DigiLocker verification a borrower starts. The Aadhaar number is
 * never stored: its last four digits and a keyed hash (to recognise the same number again) only.
 * Name, date of birth and address are sealed with the PII key, bound to this row; the photo is
 * in the blob store, and the e-KYC PDF made from all of it is the borrower's current address
 * proof (`documentId`).
 */
export const kycVerifications = pgTable(
  'kyc_verifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    mode: text('mode', { enum: kycVerificationModes }).notNull(),
    status: text('status', { enum: kycVerificationStatuses }).notNull(),
    invoker: text('invoker'),
    /** The identity service's session (UIDAI); never shown to the borrower. */
    providerRef: text('provider_ref'),
    /** DigiLocker: a keyed hash of the OAuth state handed out with the consent address. */
    stateHash: text('state_hash'),
    aadhaarLast4: text('aadhaar_last4'),
    aadhaarHash: text('aadhaar_hash'),
    nameSealed: text('name_sealed'),
    dobSealed: text('dob_sealed'),
    gender: text('gender'),
    addressSealed: text('address_sealed'),
    photoBlobKey: text('photo_blob_key'),
    /** The SHA-256 of the photo's bytes, checked when it is read. */
    photoSha256: text('photo_sha256'),
    /** The e-KYC's reference at the identity service, for audit. */
    providerReference: text('provider_reference'),
    documentId: uuid('document_id').references(() => documents.id),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    otpSentAt: timestamp('otp_sent_at', { withTimezone: true, mode: 'date' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('kyc_verifications_user_created').on(table.userId, table.createdAt),
    index('kyc_verifications_aadhaar_hash').on(table.aadhaarHash),
  ],
);

export const kycAppointmentStatuses = ['BOOKED', 'CANCELLED', 'COMPLETED'] as const;

/**
 * Visits booked for an agent to collect physical documents (the Appointment KYC mode). A borrower
 * has at most one booked visit; booking again cancels the earlier one. The address is sealed.
 */
export const kycAppointments = pgTable(
  'kyc_appointments',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    slot: text('slot').notNull(),
    addressSealed: text('address_sealed').notNull(),
    status: text('status', { enum: kycAppointmentStatuses }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('kyc_appointments_one_booked')
      .on(table.userId)
      .where(sql`${table.status} = 'BOOKED'`),
  ],
);
