import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What a one-time code unlocks; a code issued for one purpose never verifies another. */
export const otpPurposes = ['signin', 'mobile-verification', 'update-email', 'esign', 'aadhaar'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

export const otpChannels = ['sms', 'whatsapp'] as const;
export type OtpChannel = (typeof otpChannels)[number];

/** Why a challenge was closed without being verified; each gets its own message. */
export const otpKillReasons = ['superseded', 'too-many-attempts'] as const;
export type OtpKillReason = (typeof otpKillReasons)[number];

/**
 * One row per code sent. The code itself is never stored: only an HMAC bound to this row's id,
 * purpose and destination. A challenge is usable only once `sentAt` is set, after the notifier
 * accepted the message, so a failed send leaves nothing to verify. Rows stay after use so hourly
 * send limits can be counted from them.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose', { enum: otpPurposes }).notNull(),
    destination: text('destination').notNull(),
    channel: text('channel', { enum: otpChannels }).notNull(),
    userId: uuid('user_id'),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    killedAt: timestamp('killed_at', { withTimezone: true, mode: 'date' }),
    killReason: text('kill_reason', { enum: otpKillReasons }),
  },
  (table) => [
    index('otp_challenges_purpose_destination_created_idx').on(
      table.purpose,
      table.destination,
      table.createdAt,
    ),
    index('otp_challenges_destination_created_idx').on(table.destination, table.createdAt),
    index('otp_challenges_ip_created_idx').on(table.ip, table.createdAt),
  ],
);

export type OtpChallenge = typeof otpChallenges.$inferSelect;

/**
 * Wrong codes in a row per account, across all its codes (NIST SP 800-63B §5.2.2), so a guesser
 * gains nothing by asking for new codes. `accountKey` is `mobile:<number>` for codes that sign in
 * (sign-in, update e-mail) and `user:<id>` for codes asked from a session. At the limit the count
 * starts again and `lockedUntil` refuses every code, right or wrong, until then.
 */
export const otpGuessStreaks = pgTable('otp_guess_streaks', {
  accountKey: text('account_key').primaryKey(),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
