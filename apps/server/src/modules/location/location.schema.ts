import { doublePrecision, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per position a borrower's device reported, at the server clock's time. */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('locations_user_created_idx').on(table.userId, table.createdAt)],
);
