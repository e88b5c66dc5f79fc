import type { MessageAttachment, OutboxMessage } from '@kredo/contract/dev';
import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';

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

async function insertOutboxEntry(db: Db, entry: OutboxEntry): Promise<void> {
  await db.insert(sandboxOutbox).values({
    id: entry.id,
    channel: entry.channel,
    recipient: entry.to,
    text: entry.text,
    attachments: [...(entry.attachments ?? [])],
    createdAt: entry.createdAt,
  });
}

/**
 * Inserts the entry unless its recipient has `cap.max` entries after `cap.since`; answers whether
 * it inserted. The recipient's lock (until the transaction ends) makes the count and the insert
 * one step for every server on the database.
 */
export async function insertOutboxEntryWithinCap(
  db: Db,
  entry: OutboxEntry,
  cap: { since: Date; max: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sandbox_outbox:${entry.to}`}, 0))`);
    const [row] = await tx
      .select({ sent: count() })
      .from(sandboxOutbox)
      .where(and(eq(sandboxOutbox.recipient, entry.to), gt(sandboxOutbox.createdAt, cap.since)));
    if ((row?.sent ?? 0) >= cap.max) return false;
    await insertOutboxEntry(tx, entry);
    return true;
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
