import { boolean, date, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Borrowers. PAN is stored sealed (AES-GCM) with a keyed hash for look-up; the mobile number is
 * the sign-in identifier and stays in clear. A Google sign-up has no mobile until it verifies one.
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  mobile: text('mobile').unique(),
  /** `<issuer> <subject>` of the federated identity that signs this person in. */
  federatedId: text('federated_id').unique(),
  name: text('name'),
  email: text('email'),
  panSealed: text('pan_sealed'),
  panHash: text('pan_hash').unique(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  roles: text('roles').array().notNull().default(['BORROWER']),
  mobileOtpVerified: boolean('mobile_otp_verified').notNull().default(false),
  whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
  sourcingCode: text('sourcing_code'),
  utmParams: jsonb('utm_params').$type<Record<string, string>>(),
  marketingTrackingParams: jsonb('marketing_tracking_params').$type<Record<string, string>>(),
  loginChannel: text('login_channel'),
  leadId: text('lead_id'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
