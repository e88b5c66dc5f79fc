import type { OutboxMessage } from '@kredo/contract/dev';
import { desc, eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { messages, sandboxOutbox } from './notifications.schema.ts';

export type MessageLogEntry = typeof messages.$inferInsert;

export async function insertMessageLog(db: Db, entry: MessageLogEntry): Promise<void> {
  await db.insert(messages).values(entry);
}

export type OutboxEntry = Omit<OutboxMessage, 'createdAt'> & { createdAt: Date };

export async function insertOutboxEntry(db: Db, entry: OutboxEntry): Promise<void> {
  await db.insert(sandboxOutbox).values({
    id: entry.id,
    channel: entry.channel,
    recipient: entry.to,
    text: entry.text,
    createdAt: entry.createdAt,
  });
}

export async function findOutboxEntries(
  db: Db,
  filter: { to?: string | undefined; limit: number },
): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(sandboxOutbox)
    .where(filter.to ? eq(sandboxOutbox.recipient, filter.to) : undefined)
    .orderBy(desc(sandboxOutbox.createdAt), desc(sandboxOutbox.id))
    .limit(filter.limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}
