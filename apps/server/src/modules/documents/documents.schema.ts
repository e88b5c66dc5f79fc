import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { users } from '../users/users.schema.ts';

/**
 * A borrower's documents: metadata and the content's hash here, the content in the blob store.
 * A new upload of the same type and side replaces the current one, which stays as history.
 */
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
    mode: text('mode').notNull().default('UPLOAD'),
    contentType: text('content_type').notNull(),
    blobKey: text('blob_key').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When a newer upload of the same type and side took its place; null while current. */
    replacedAt: timestamp('replaced_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('documents_user_type').on(table.userId, table.docType),
    uniqueIndex('documents_current')
      .on(table.userId, table.docType, table.side)
      .where(sql`${table.replacedAt} is null`),
  ],
);
