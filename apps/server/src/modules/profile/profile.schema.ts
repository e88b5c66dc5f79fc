import type { ProfileDataInput, ProfileReference } from '@kredo/contract/application-profile';
import { integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

import { users } from '../users/users.schema.ts';

/** The application profile beyond the account's own columns (name, PAN, date of birth, mobile live on users). */
export type ProfileDetails = Omit<ProfileDataInput, 'name' | 'panNumber' | 'dob'>;

export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  details: jsonb('details').$type<ProfileDetails>().notNull(),
  references: jsonb('references').$type<ProfileReference[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * One repayment (NACH) and one disbursal account per borrower. The number is sealed (AES-GCM,
 * bound to the row); its last four digits are kept apart for display and a keyed hash for
 * comparing the two accounts without opening them.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purposeType: text('purpose_type').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    bankName: text('bank_name'),
    ifsc: text('ifsc').notNull(),
    accountNumberSealed: text('account_number_sealed').notNull(),
    accountNumberLast4: text('account_number_last4').notNull(),
    accountNumberHash: text('account_number_hash').notNull(),
    accountType: text('account_type').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    /**
     * The penny drop of these details: PENDING while it runs, VERIFIED (with verified_at) or FAILED
     * with its reason; null for details never sent for verification. New details start again.
     */
    verificationStatus: text('verification_status'),
    verificationReason: text('verification_reason'),
    /** Our reference for the verification: the provider's idempotency key. */
    verificationReference: text('verification_reference'),
    registeredName: text('registered_name'),
    nameMatchScore: integer('name_match_score'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [unique('bank_accounts_user_purpose').on(table.userId, table.purposeType)],
);
