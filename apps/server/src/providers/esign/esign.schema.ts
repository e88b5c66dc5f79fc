import { pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const esignTransactionStatuses = ['pending', 'signed', 'locked'] as const;
export type EsignTransactionStatus = (typeof esignTransactionStatuses)[number];

/**
 * The sandbox eSign service's transactions, kept in the database so a restart does not lose a
 * signing half done. The code is never stored: only an HMAC bound to the row's id. A real ESP keeps
 * this state on its side; the table then stays empty.
 */
export const esignSandboxTransactions = pgTable('esign_sandbox_transactions', {
  id: uuid('id').primaryKey(),
  /** The lender's id for the signing; one id, one document. */
  aspTransactionId: text('asp_transaction_id').notNull().unique(),
  /** SHA-256 (hex) of the document's ByteRange bytes. */
  documentDigest: text('document_digest').notNull(),
  docInfo: text('doc_info').notNull(),
  signerName: text('signer_name').notNull(),
  signerMobile: text('signer_mobile').notNull(),
  status: text('status', { enum: esignTransactionStatuses }).notNull().default('pending'),
  codeHash: text('code_hash'),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true, mode: 'date' }),
  codesSent: smallint('codes_sent').notNull().default(0),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }),
  /** Wrong codes over the whole transaction, across resends. */
  wrongCodes: smallint('wrong_codes').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true, mode: 'date' }),
  /** The answer once signed (base64 DER CMS and the signer's certificate), to answer a retry. */
  cmsBase64: text('cms_base64'),
  certificatePem: text('certificate_pem'),
});

export type EsignSandboxTransaction = typeof esignSandboxTransactions.$inferSelect;

/**
 * The sandbox eSign CA, made on first use and kept across restarts, so PDFs signed yesterday still
 * verify against today's root. The private key is sealed with the PII cipher (AES-256-GCM, bound
 * to the row), never stored in clear.
 */
export const esignSandboxAuthorities = pgTable('esign_sandbox_authorities', {
  id: text('id').primaryKey(),
  certificatePem: text('certificate_pem').notNull(),
  sealedPrivateKey: text('sealed_private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
