import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox DigiLocker's authorisation codes, so a borrower who consents on one server can
 * come back to another: the code is kept only as an HMAC (the row's key), the resident's Aadhaar
 * number sealed with the PII cipher. A code is deleted when it is exchanged or found expired.
 * A real DigiLocker keeps its codes on its side; the table then stays empty.
 */
export const digilockerSandboxCodes = pgTable(
  'digilocker_sandbox_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    sealedAadhaar: text('sealed_aadhaar').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('digilocker_sandbox_codes_expires_idx').on(table.expiresAt)],
);
