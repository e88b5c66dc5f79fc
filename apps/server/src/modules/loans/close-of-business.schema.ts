import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { loans } from './loans.schema.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Loan-days the close of business could not close: the loan's close threw (its transaction rolled
 * back, its business date did not move), so the other loans of its batch went on without it. The
 * next run takes the loan up again from that day and counts the attempt; once the day closes the
 * row is resolved. Operations see the unresolved ones (GET /back-office/close-of-business/failures).
 * The error is the exception's type and message as the database or the code gave it, never a
 * failed query's bound values.
 */
export const closeOfBusinessFailures = pgTable(
  'close_of_business_failures',
  {
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loans.id),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    error: text('error').notNull(),
    attempts: integer('attempts').notNull().default(1),
    firstSeenAt: instant('first_seen_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    resolvedAt: instant('resolved_at'),
  },
  (table) => [
    primaryKey({ columns: [table.loanId, table.businessDay] }),
    index('close_of_business_failures_unresolved')
      .on(table.loanId)
      .where(sql`${table.resolvedAt} is null`),
  ],
);
