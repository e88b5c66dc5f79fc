import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Device data the Android app sends. A facebookToken is a credential for someone else's service:
 * only whether one came is kept.
 */
export const mobileData = pgTable(
  'mobile_data',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown> | unknown[]>().notNull(),
    hadFacebookToken: boolean('had_facebook_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('mobile_data_user_created_idx').on(table.userId, table.createdAt)],
);
