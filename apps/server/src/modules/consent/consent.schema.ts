import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { documents } from '../documents/documents.schema.ts';
import { opportunities } from '../underwriting/underwriting.schema.ts';
import { users } from '../users/users.schema.ts';
import type { StoredDeclaration, StoredKeyFactStatement } from './consent-records.ts';

/**
 * Each Key Fact Statement issued for an opportunity. A KFS binds the lender until `valid_until`;
 * after it a new version is issued, and only the current version can be accepted. The figures are
 * kept as issued; the PDF of each language is rendered once, on first download.
 */
export const keyFactStatements = pgTable(
  'key_fact_statements',
  {
    id: uuid('id').primaryKey(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    version: integer('version').notNull(),
    proposalNumber: text('proposal_number').notNull(),
    issuedOn: text('issued_on').notNull(),
    validUntil: text('valid_until').notNull(),
    statement: jsonb('statement').$type<StoredKeyFactStatement>().notNull(),
    /** SHA-256 of the statement's canonical JSON: what a consent binds to, in any language. */
    statementSha256: text('statement_sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [uniqueIndex('key_fact_statements_version').on(table.opportunityId, table.version)],
);

/** A KFS rendered in one language: the PDF in the documents store. */
export const keyFactStatementFiles = pgTable(
  'key_fact_statement_files',
  {
    kfsId: uuid('kfs_id')
      .notNull()
      .references(() => keyFactStatements.id),
    language: text('language').notNull(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
  },
  (table) => [primaryKey({ columns: [table.kfsId, table.language] })],
);

/**
 * The borrower's answer to an offer, exactly as given: never updated or deleted (a trigger in the
 * migration refuses both). A declined offer accepted later has two records.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    consent: boolean('consent').notNull(),
    comment: text('comment'),
    kfsId: uuid('kfs_id').references(() => keyFactStatements.id),
    kfsVersion: integer('kfs_version'),
    kfsSha256: text('kfs_sha256'),
    declarations: jsonb('declarations').$type<StoredDeclaration[]>().notNull(),
    language: text('language').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    device: text('device').notNull(),
    partnerSource: text('partner_source'),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('consent_records_opportunity').on(table.opportunityId, table.recordedAt)],
);

/** An answer to one post-approval item that has no other home (alternate reference, nominee). */
export const postApprovalAnswers = pgTable(
  'post_approval_answers',
  {
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    item: text('item').notNull(),
    answer: jsonb('answer').$type<Record<string, string>>().notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the alternate reference's link went out. */
    linkSentAt: timestamp('link_sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [primaryKey({ columns: [table.opportunityId, table.item] })],
);

/**
 * The loan agreement of an opportunity and its signature. GENERATING until the job renders it,
 * READY with the unsigned PDF (carrying its signature placeholder), SIGNED with the signed one;
 * FAILED when rendering kept failing.
 */
export const loanAgreements = pgTable(
  'loan_agreements',
  {
    id: uuid('id').primaryKey(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    kfsId: uuid('kfs_id')
      .notNull()
      .references(() => keyFactStatements.id),
    agreementNumber: text('agreement_number').notNull(),
    unsignedDocumentId: uuid('unsigned_document_id').references(() => documents.id),
    /** SHA-256 of the unsigned PDF's signed byte ranges: what the e-sign provider signs. */
    byteRangeDigest: text('byte_range_digest'),
    /** The opaque id the e-sign calls carry (request_id). */
    esignRequestId: text('esign_request_id').notNull(),
    /** The e-sign provider's current transaction, once started. */
    esignTransactionId: text('esign_transaction_id'),
    /** Transactions started for this agreement: a new one after one expired or locked. */
    esignAttempts: integer('esign_attempts').notNull().default(0),
    signedDocumentId: uuid('signed_document_id').references(() => documents.id),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }),
    signedAt: timestamp('signed_at', { withTimezone: true, mode: 'date' }),
    emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('loan_agreements_opportunity').on(table.opportunityId),
    uniqueIndex('loan_agreements_request').on(table.esignRequestId),
  ],
);
