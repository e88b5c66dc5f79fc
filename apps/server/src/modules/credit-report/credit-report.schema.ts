import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import type { CreditReport as BureauReport } from '../../providers/credit-bureau/index.ts';
import { users } from '../users/users.schema.ts';

/**
 * Each bureau report the borrower asked for to generate their credit report, with the consent they
 * gave (the wording's version) and when. Only the bureau's figures are kept: no PAN. Rows are only
 * ever added; the report shown reads the newest of these and of the applications' pulls.
 */
export const creditReportPulls = pgTable(
  'credit_report_pulls',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    report: jsonb('report').$type<BureauReport>().notNull(),
    consentVersion: text('consent_version').notNull(),
    pulledAt: timestamp('pulled_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('credit_report_pulls_user').on(table.userId, table.pulledAt)],
);

/**
 * A bureau pull under way for a borrower: claimed before the bureau is asked and removed once the
 * pull's row is stored (or the pull failed), so a second request (a double click, or the same on
 * another instance) waits for that pull instead of making a second. A claim a stopped server left
 * lapses at `claimedUntil`.
 */
export const creditReportClaims = pgTable('credit_report_claims', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  reference: uuid('reference').notNull(),
  claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }).notNull(),
});
