import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { users } from '../users/users.schema.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A consent code asked of the insurer for a borrower, a product and the insured's mobile. The id
 * is the reference the insurer knows the consent by; its code is the insurer's and never here.
 * Subscribe checks a code only against the borrower's own consent, so another's is unknown.
 */
export const insuranceConsents = pgTable(
  'insurance_consents',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productId: text('product_id').notNull(),
    mobile: text('mobile').notNull(),
    /** The insurer's id of the consent, once a code was sent for it. */
    insurerConsentId: text('insurer_consent_id'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('insurance_consents_user_idx').on(table.userId, table.productId, table.mobile, table.createdAt),
  ],
);

/**
 * A document a borrower uploaded for a file field (a certificate of vaccination, say): its bytes
 * in the blob store, encrypted with their own key; its name, which may carry the borrower's,
 * sealed with the PII cipher under the row's id. Only its owner's subscribe may name it.
 */
export const insuranceUploads = pgTable(
  'insurance_uploads',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    fileNameSealed: text('file_name_sealed').notNull(),
    contentType: text('content_type').notNull(),
    blobKey: text('blob_key').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('insurance_uploads_user_idx').on(table.userId, table.createdAt)],
);

export type InsuranceConsentRow = typeof insuranceConsents.$inferSelect;
export type InsuranceUploadRow = typeof insuranceUploads.$inferSelect;
