import { messageChannels, type MessageAttachment } from '@kredo/contract/dev';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A delivery report's verdict: on the handset, refused for good, or the operator could not tell. */
export const deliveryStatuses = ['delivered', 'undelivered', 'unknown'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/**
 * Delivery log of every SMS, WhatsApp and e-mail message: who, which template, what happened.
 * It never holds the text, because texts carry one-time codes.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    channel: text('channel', { enum: messageChannels }).notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['sent', 'failed'] }).notNull(),
    providerMessageId: text('provider_message_id'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** What the gateway's delivery report said last; null until one arrives. */
    deliveryStatus: text('delivery_status', { enum: deliveryStatuses }),
    /** The gateway's cause and error code, as reported (never the text). */
    deliveryCause: text('delivery_cause'),
    deliveryErrorCode: text('delivery_error_code'),
    /** When the handset received it, by the gateway's report. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    deliveryReportedAt: timestamp('delivery_reported_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('messages_recipient_created_idx').on(table.recipient, table.createdAt),
    index('messages_provider_message_idx').on(table.provider, table.providerMessageId),
  ],
);

/**
 * The sandbox providers' "handset": each message a sandbox provider delivers, text included,
 * so a tester can read an OTP. Only sandbox providers write here; production never does.
 */
export const sandboxOutbox = pgTable(
  'sandbox_outbox',
  {
    id: uuid('id').primaryKey(),
    channel: text('channel', { enum: messageChannels }).notNull(),
    recipient: text('recipient').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<MessageAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('sandbox_outbox_created_idx').on(table.createdAt),
    index('sandbox_outbox_recipient_created_idx').on(table.recipient, table.createdAt),
  ],
);
