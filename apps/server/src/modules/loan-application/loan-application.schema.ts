import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { loanProducts } from '../loan-products/loan-products.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * Loan applications. At most one per borrower is open (not yet closed): the partial unique index
 * makes a second concurrent apply fail instead of creating two.
 */
export const loanApplications = pgTable(
  'loan_applications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productCode: text('product_code')
      .notNull()
      .references(() => loanProducts.code),
    flow: text('flow').notNull(),
    status: text('status').notNull(),
    subStatuses: text('sub_statuses').array().notNull().default([]),
    amountRequestedPaise: bigint('amount_requested_paise', { mode: 'number' }).notNull(),
    tenureRequestedMonths: integer('tenure_requested_months').notNull(),
    purpose: text('purpose'),
    workCin: text('work_cin'),
    utmSource: text('utm_source'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('loan_applications_one_open')
      .on(table.userId)
      .where(sql`${table.closedAt} is null`),
    index('loan_applications_user').on(table.userId, table.createdAt),
  ],
);
