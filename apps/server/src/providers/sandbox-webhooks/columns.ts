import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The columns of a sandbox service's webhook deliveries table, around `owner` (the column naming
 * the row the deliveries are about, e.g. `{ mandateId: text('mandate_id')... }`): one row per
 * delivery (a deliberate duplicate is a second row with the same event id and body). `body` is the
 * exact JSON sent, signed at each send. A row is claimed for a send by setting `claimed_until`,
 * so overlapping senders never send it twice.
 */
export function deliveryColumns<Owner extends Record<string, PgColumnBuilderBase>>(owner: Owner) {
  return {
    id: uuid('id').primaryKey(),
    eventId: text('event_id').notNull(),
    ...owner,
    type: text('type').notNull(),
    body: text('body').notNull(),
    deliverAt: instant('deliver_at').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    claimedUntil: instant('claimed_until'),
    /** The HTTP status of the last attempt; null when it got none (the send threw). */
    lastStatus: integer('last_status'),
    deliveredAt: instant('delivered_at'),
  };
}

/** The sender's index: the deliveries not yet made, by due time. */
export const dueDeliveriesIndex = (
  name: string,
  table: { deliverAt: AnyPgColumn; deliveredAt: AnyPgColumn },
) =>
  index(name)
    .on(table.deliverAt)
    .where(sql`${table.deliveredAt} is null`);

/**
 * The columns of a sandbox service's secrets table: secrets made on first use and kept across
 * restarts, sealed with the PII key.
 */
export const secretColumns = () => ({
  id: text('id').primaryKey(),
  sealedSecret: text('sealed_secret').notNull(),
  createdAt: instant('created_at').notNull(),
});
