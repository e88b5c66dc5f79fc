import { desc, eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { messages, sandboxOutbox } from './notifications.schema.ts';

export type MessageLogEntry = typeof messages.$inferInsert;

export async function insertMessageLog(db: Db, entry: MessageLogEntry): Promise<void> {
  await db.insert(messages).values(entry);
}

export async function insertOutboxEntry(db: Db, entry: typeof sandboxOutbox.$inferInsert): Promise<void> {
  await db.insert(sandboxOutbox).values(entry);
}

export async function findOutboxEntries(db: Db, filter: { to?: string | undefined; limit: number }) {
  return db
    .select()
    .from(sandboxOutbox)
    .where(filter.to ? eq(sandboxOutbox.recipient, filter.to) : undefined)
    .orderBy(desc(sandboxOutbox.createdAt), desc(sandboxOutbox.id))
    .limit(filter.limit);
}
