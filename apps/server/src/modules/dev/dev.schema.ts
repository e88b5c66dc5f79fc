import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core';

/** The sandbox clock's offset, kept so a moved clock survives a restart of the same data. */
export const sandboxClock = pgTable('sandbox_clock', {
  id: smallint('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
});
