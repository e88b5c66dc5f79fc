import { randomInt, randomUUID } from 'node:crypto';

import type { PayoutWebhookType } from './index.ts';
import type { NewSandboxPayoutWebhook, SandboxPayoutRow } from './sandbox.schema.ts';
import { statusAt } from './sandbox-timeline.ts';

/** The JSON body of a webhook, as sent: the payout as it stood when the event happened. */
export type WebhookBody = {
  id: string;
  type: PayoutWebhookType;
  created_at: string;
  data: {
    payout_id: string;
    reference: string;
    /** Paise. */
    amount: number;
    status: string;
    utr?: string;
    processed_at?: string;
    reason_code?: string;
    reason_text?: string;
  };
};

type Event = { type: PayoutWebhookType; occurredAt: Date };

/** A duplicate delivery (an odd amount in paise) follows the first this much later. */
export const duplicateDelayMs = 1_000;

const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const newEventId = () =>
  `evt_${Array.from({ length: 20 }, () => alphanumerics[randomInt(alphanumerics.length)]).join('')}`;

/** Every event of a payout, in the order they happen. Its whole course is planned when it is created. */
export function payoutEvents(row: SandboxPayoutRow): Event[] {
  const events: Event[] = [];
  if (row.processingAt) events.push({ type: 'payout.processing', occurredAt: row.processingAt });
  events.push({
    type: row.outcome === 'processed' ? 'payout.processed' : 'payout.failed',
    occurredAt: row.settlesAt,
  });
  if (row.reversedAt) events.push({ type: 'payout.reversed', occurredAt: row.reversedAt });
  return events;
}

function bodyOf(row: SandboxPayoutRow, event: Event, id: string): WebhookBody {
  const status = statusAt(row, event.occurredAt);
  const data: WebhookBody['data'] = {
    payout_id: status.payoutId,
    reference: status.reference,
    amount: status.amount,
    status: status.status,
  };
  if (status.status === 'processed') {
    data.utr = status.utr;
    data.processed_at = status.processedAt.toISOString();
  }
  if (status.status === 'reversed') data.utr = status.utr;
  if (status.status === 'failed' || status.status === 'reversed') {
    data.reason_code = status.reasonCode;
    data.reason_text = status.reasonText;
  }
  return { id, type: event.type, created_at: event.occurredAt.toISOString(), data };
}

/**
 * The delivery rows of a payout's events, each due when it happens. A payout whose amount in
 * paise is odd has every event delivered twice (the same event id and body, 1 s apart).
 */
export function deliveriesOf(row: SandboxPayoutRow): NewSandboxPayoutWebhook[] {
  const copies = row.amount % 2 === 1 ? [0, duplicateDelayMs] : [0];
  return payoutEvents(row).flatMap((event) => {
    const eventId = newEventId();
    const delivery = {
      eventId,
      payoutId: row.id,
      type: event.type,
      body: JSON.stringify(bodyOf(row, event, eventId)),
    };
    return copies.map((delay) => ({
      ...delivery,
      id: randomUUID(),
      deliverAt: new Date(event.occurredAt.getTime() + delay),
    }));
  });
}
