import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The pulls the sandbox bureau has refused once (the "down once" PAN): a row per pull reference,
 * so the bureau is down for the first pull of a reference on whichever server asks, once in all,
 * and a restart does not make it fail again. A real bureau keeps no such table; it stays empty.
 */
export const creditBureauSandboxRefusals = pgTable('credit_bureau_sandbox_refusals', {
  reference: text('reference').primaryKey(),
  refusedAt: timestamp('refused_at', { withTimezone: true, mode: 'date' }).notNull(),
});
