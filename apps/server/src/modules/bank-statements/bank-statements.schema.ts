import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { users } from '../users/users.schema.ts';

/** Bank statements a borrower has shared: AVAILABLE once analysed, PROCESSING before, EXPIRED when too old. */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    mode: text('mode').notNull(),
    institutionId: text('institution_id'),
    yearMonthFrom: text('year_month_from'),
    yearMonthTo: text('year_month_to'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('bank_statements_user').on(table.userId)],
);
