import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { users } from '../users/users.schema.ts';

/** A borrower's documents: metadata and the content's hash here, the content in the blob store. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    docType: text('doc_type').notNull(),
    docSubType: text('doc_sub_type'),
    side: text('side').notNull().default('SINGLE'),
    contentType: text('content_type').notNull(),
    blobKey: text('blob_key').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('documents_user_type').on(table.userId, table.docType)],
);
