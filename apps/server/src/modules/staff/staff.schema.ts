import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Back-office staff. The password is an argon2id hash; the TOTP secret is sealed with the PII
 * cipher. `lastTotpStep` is the last 30-second step whose code was accepted, so a code cannot be
 * used twice.
 */
export const staffMembers = pgTable('staff_members', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  roles: text('roles').array().notNull(),
  passwordHash: text('password_hash').notNull(),
  totpSecretSealed: text('totp_secret_sealed').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  lastTotpStep: integer('last_totp_step'),
  disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** One row per staff token (by its jti), so signing out revokes it before it expires. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

/** The password passed; the TOTP code is asked for within five minutes, once, with few tries. */
export const staffSignInChallenges = pgTable(
  'staff_sign_in_challenges',
  {
    id: uuid('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    wrongCodes: integer('wrong_codes').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('staff_sign_in_challenges_staff_idx').on(table.staffId)],
);
