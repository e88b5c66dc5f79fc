import { date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { documents } from '../documents/documents.schema.ts';

/**
 * The PDFs generated for a loan or a credit line, kept encrypted in the documents store: the No Objection
 * Certificate, one per loan (`edition` 'NOC'), issued once and served again as issued; and the
 * statements of account, one per 'as of' day and state of the loan's ledger (`edition` the day
 * and the number of journal entries it covers), so a statement is rendered again only when
 * something has moved.
 */
export const loanDocumentFiles = pgTable(
  'loan_document_files',
  {
    /** The loan or the credit line (a trigger checks it names one or the other). */
    loanId: uuid('loan_id').notNull(),
    /** NOC or STATEMENT_OF_ACCOUNT. */
    kind: text('kind').notNull(),
    edition: text('edition').notNull(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    fileName: text('file_name').notNull(),
    /** The day the document is dated: the NOC's date of issue, the statement's 'as of'. */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.loanId, table.kind, table.edition] })],
);
