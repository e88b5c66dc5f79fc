import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Where a row came from: the borrower's signed-in app, or the front end's keyed log endpoint. */
export const eventKinds = ['event', 'fe-log'] as const;
export type EventKind = (typeof eventKinds)[number];

/**
 * Analytics events (`log-event`, always a user's) and front-end logs (`fe-logs`, no user). The
 * payload is `event_data` or the log's `options`; both are bounded by the contract before they
 * get here. `created_at` is the server clock's time, never the caller's.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: eventKinds }).notNull(),
    userId: uuid('user_id'),
    name: text('name'),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    userData: jsonb('user_data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('events_user_created_idx').on(table.userId, table.createdAt),
    check('events_event_has_user', sql`${table.kind} = 'fe-log' or ${table.userId} is not null`),
  ],
);
