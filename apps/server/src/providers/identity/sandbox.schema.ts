import type { JWK } from 'jose';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox issuer's RS256 key pair, made on first use and kept, so an ID token issued by one
 * server verifies on another and after a restart. The private key is sealed with the PII cipher
 * (bound to the row), never stored in clear. Google keeps its own keys; with it, the table stays
 * empty.
 */
export const identitySandboxKeys = pgTable('identity_sandbox_keys', {
  id: text('id').primaryKey(),
  /** The key's id in the JWKS and in each token's header. */
  kid: text('kid').notNull(),
  publicJwk: jsonb('public_jwk').$type<JWK>().notNull(),
  /** PKCS#8 PEM, sealed. */
  sealedPrivateKey: text('sealed_private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export type StoredIdentityKey = typeof identitySandboxKeys.$inferSelect;
