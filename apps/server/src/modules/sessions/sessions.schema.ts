import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per issued session token (by its jti), so a token can be revoked before it expires. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    roles: text('roles').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
