import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Distribution partners; the configuration itself is data in @kredo/contract/partners, mirrored here for joins and reports. */
export const partners = pgTable('partners', {
  id: text('id').primaryKey(),
  displayName: text('display_name').notNull(),
  kind: text('kind').notNull(),
  sourcingCode: text('sourcing_code').notNull().unique(),
  supportEmail: text('support_email').notNull(),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
