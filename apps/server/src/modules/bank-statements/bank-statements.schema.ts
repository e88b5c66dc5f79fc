import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { users } from '../users/users.schema.ts';
import type { StatementAnalysisRecord, StatementFileReading } from './statement-records.ts';

/**
 * Bank statements a borrower has shared, one row per statement session (start → complete, or a
 * bank link): STARTED while files come in, PROCESSING while analysed, AVAILABLE once analysed,
 * FAILED when nothing could be read, EXPIRED when too old. Its id is the session's transaction id.
 */
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
    /** The caller's entity and link ids of the session (spec 000 §7 start reply). */
    entityId: uuid('entity_id'),
    linkId: uuid('link_id'),
    /** Where the browser returns after a bank's own pages (net banking, account aggregator). */
    redirectUrl: text('redirect_url'),
    /** The combined analysis of every file read, for underwriting. */
    analysis: jsonb('analysis').$type<StatementAnalysisRecord>(),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('bank_statements_user').on(table.userId)],
);

/**
 * The files of a statement session. QUEUED until the background reader has run, then READ,
 * FAILED (with the failure code) or PASSWORD_REQUIRED. The password is kept sealed only until
 * the file is read. A reader claims a QUEUED file by setting `reading_started_at` (one file of a
 * borrower at a time); a claim older than a read can last was left by a reader that died.
 */
export const statementFiles = pgTable(
  'statement_files',
  {
    id: uuid('id').primaryKey(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => bankStatements.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The file's blob; its bytes hash to sha256. */
    blobKey: text('blob_key').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sealedPassword: text('sealed_password'),
    status: text('status').notNull(),
    failureCode: integer('failure_code'),
    reading: jsonb('reading').$type<StatementFileReading>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    readingStartedAt: timestamp('reading_started_at', { withTimezone: true, mode: 'date' }),
    /** Readings begun: a file that took its reader down this many times is not tried again. */
    readingAttempts: integer('reading_attempts').notNull().default(0),
  },
  (table) => [
    index('statement_files_statement').on(table.statementId),
    index('statement_files_queued')
      .on(table.createdAt)
      .where(sql`${table.status} = 'QUEUED'`),
    index('statement_files_user_created').on(table.userId, table.createdAt),
  ],
);
