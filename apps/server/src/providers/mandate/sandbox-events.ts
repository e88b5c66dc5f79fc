import { randomInt, randomUUID } from 'node:crypto';

import type { sandboxMandateWebhooks, SandboxMandateRow } from './sandbox.schema.ts';
import { reasonText, sandboxMandateEndings, sandboxMandateTimings } from './sandbox-timeline.ts';

export const webhookTypes = [
  'mandate.submitted',
  'mandate.authorized',
  'mandate.active',
  'mandate.rejected',
  'mandate.withdrawn',
] as const;
export type WebhookType = (typeof webhookTypes)[number];

/** The JSON body of a mandate's webhook, as sent (a debit's: sandbox-debit-events.ts). */
export type WebhookBody = {
  id: string;
  type: WebhookType;
  created_at: string;
  data: { mandate_id: string; reference: string; umrn?: string; reason_code?: string; reason_text?: string };
};

type NewDelivery = typeof sandboxMandateWebhooks.$inferInsert;
type Event = { type: WebhookType; occurredAt: Date };

/** A duplicate delivery (account ending 977) follows the first this much later. */
const duplicateDelayMs = 1_000;
/** Out of order (978): 'authorized' is delivered this long after 'active'. */
const lateDelayMs = 1_000;

const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const newEventId = () =>
  `evt_${Array.from({ length: 20 }, () => alphanumerics[randomInt(alphanumerics.length)]).join('')}`;

export const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** The events of a mandate whose answer is planned (authorised, submitted, or refused at the bank). */
export function settlementEvents(row: SandboxMandateRow): Event[] {
  if (!row.settlesAt) return [];
  const final: Event = {
    type: row.outcome === 'active' ? 'mandate.active' : 'mandate.rejected',
    occurredAt: row.settlesAt,
  };
  if (!row.submittedAt) return [final];
  const submitted: Event = { type: 'mandate.submitted', occurredAt: row.submittedAt };
  if (row.kind === 'paper') return [submitted, final];
  const authorized: Event = {
    type: 'mandate.authorized',
    occurredAt: later(row.submittedAt, sandboxMandateTimings.authorizedAfterMs),
  };
  return [submitted, authorized, final];
}

export function withdrawalEvent(at: Date): Event {
  return { type: 'mandate.withdrawn', occurredAt: at };
}

function bodyOf(row: SandboxMandateRow, event: Event, id: string): WebhookBody {
  const data: WebhookBody['data'] = { mandate_id: row.id, reference: row.reference };
  if (event.type === 'mandate.active' && row.umrn) data.umrn = row.umrn;
  if (event.type === 'mandate.rejected' && row.reasonCode) {
    data.reason_code = row.reasonCode;
    data.reason_text = reasonText(row.reasonCode);
  }
  return { id, type: event.type, created_at: event.occurredAt.toISOString(), data };
}

/**
 * The delivery rows of the events: each due when it happens, except by the account's magic
 * ending: 977 delivers each twice (the same event id), 978 delivers 'authorized' after 'active'.
 */
export function deliveriesOf(row: SandboxMandateRow, events: readonly Event[]): NewDelivery[] {
  const ending = row.accountNumberLast4.slice(-3);
  const finalAt = events.find(
    (event) => event.type === 'mandate.active' || event.type === 'mandate.rejected',
  )?.occurredAt;
  return events.flatMap((event) => {
    const eventId = newEventId();
    const body = JSON.stringify(bodyOf(row, event, eventId));
    const deliverAt =
      ending === sandboxMandateEndings.outOfOrderWebhooks && event.type === 'mandate.authorized' && finalAt
        ? later(finalAt, lateDelayMs)
        : event.occurredAt;
    const delivery = { eventId, mandateId: row.id, type: event.type, body };
    const copies = ending === sandboxMandateEndings.duplicateWebhooks ? [0, duplicateDelayMs] : [0];
    return copies.map((delay) => ({ ...delivery, id: randomUUID(), deliverAt: later(deliverAt, delay) }));
  });
}
