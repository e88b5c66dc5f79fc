import type { MessageAttachment, OutboxMessage } from '@kredo/contract/dev';
import { and, desc, eq, isNull, or } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { messages, sandboxOutbox, type DeliveryStatus } from './notifications.schema.ts';

export type MessageLogEntry = typeof messages.$inferInsert;

export async function insertMessageLog(db: Db, entry: MessageLogEntry): Promise<void> {
  await db.insert(messages).values(entry);
}

export type OutboxEntry = Omit<OutboxMessage, 'createdAt' | 'attachments'> & {
  attachments?: readonly MessageAttachment[] | undefined;
  createdAt: Date;
};

export async function insertOutboxEntry(db: Db, entry: OutboxEntry): Promise<void> {
  await db.insert(sandboxOutbox).values({
    id: entry.id,
    channel: entry.channel,
    recipient: entry.to,
    text: entry.text,
    attachments: [...(entry.attachments ?? [])],
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
    attachments: row.attachments,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function findMessageByProviderId(db: Db, provider: string, providerMessageId: string) {
  const [row] = await db
    .select({ id: messages.id, recipient: messages.recipient, deliveryStatus: messages.deliveryStatus })
    .from(messages)
    .where(and(eq(messages.provider, provider), eq(messages.providerMessageId, providerMessageId)))
    .limit(1);
  return row;
}

/**
 * Records a delivery report unless a final one (delivered, undelivered) is already recorded: a
 * gateway may repeat a report or send them out of order, and the first verdict stands.
 */
export async function recordDelivery(
  db: Db,
  id: string,
  report: {
    deliveryStatus: DeliveryStatus;
    deliveryCause: string | null;
    deliveryErrorCode: string | null;
    deliveredAt: Date | null;
    deliveryReportedAt: Date;
  },
): Promise<boolean> {
  const updated = await db
    .update(messages)
    .set(report)
    .where(
      and(eq(messages.id, id), or(isNull(messages.deliveryStatus), eq(messages.deliveryStatus, 'unknown'))),
    )
    .returning({ id: messages.id });
  return updated.length === 1;
}
