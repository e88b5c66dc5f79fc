import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { staffMembers } from '../staff/staff.schema.ts';

/**
 * What staff did, append-only: the migration adds a trigger that refuses UPDATE and DELETE, so
 * not even a bug in the application can rewrite the record. `applicationId` is null for entries
 * that concern no application (sign-ins). `details` never holds a secret.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Null only for a refused sign-in with an e-mail that names no staff member. */
    staffId: uuid('staff_id').references(() => staffMembers.id),
    action: text('action').notNull(),
    applicationId: uuid('application_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    index('audit_log_application_at').on(table.applicationId, table.at),
    /** An order's staff actions (insurance's console reads them by the order's id). */
    index('audit_log_order_id').on(sql`(${table.details}->>'orderId')`),
  ],
);
