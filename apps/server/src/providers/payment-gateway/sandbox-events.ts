import { randomUUID } from 'node:crypto';

import type { PaymentWebhookType, RefundState } from './index.ts';
import type {
  NewSandboxPgWebhook,
  SandboxPaymentMethod,
  SandboxPgLinkRow,
  SandboxPgPaymentRow,
} from './sandbox.schema.ts';
import { newEventId } from './sandbox-ids.ts';
import { shortUrlOf } from './sandbox-paths.ts';
import { linkStatusAt, paymentStatusAt } from './sandbox-timeline.ts';

/** The sandbox merchant account every event names. */
export const sandboxAccountId = 'acc_KredoSandbox01';

/**
 * When each event is delivered, from when it happened (docs/providers.md). No randomness: the
 * same link and the same clock give the same deliveries.
 */
export const sandboxWebhookDelays = {
  /** 'payment.captured': after the capture (the browser's return usually comes first, not always). */
  capturedAfterMs: 3_000,
  /** 'payment_link.paid': after the capture, after the payment's own event. */
  linkPaidAfterMs: 4_000,
  /** ... but before it for an amount ending in 7 paise: out of order. */
  linkPaidOutOfOrderAfterMs: 2_000,
  /** An odd amount in paise: every delivery is made twice, the copy this much later. */
  duplicateAfterMs: 1_500,
} as const;

/** The payment entity of a webhook (Razorpay's fields the sandbox fills). Times are Unix seconds. */
export type PaymentEntity = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'created' | 'authorized' | 'captured' | 'failed';
  method: SandboxPaymentMethod;
  description: string;
  vpa: string | null;
  bank: string | null;
  card: { last4: string } | null;
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
};

export type PaymentLinkEntity = {
  id: string;
  reference_id: string;
  amount: number;
  amount_paid: number;
  currency: 'INR';
  description: string;
  status: string;
  short_url: string;
  created_at: number;
  expire_by: number;
};

/** The refund entity of a webhook (Razorpay's, with the sandbox's reason for a failure). */
export type RefundEntity = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Record<string, string>;
  /** The caller's idempotency key. */
  receipt: string;
  status: RefundState;
  speed_requested: 'normal';
  speed_processed: 'normal';
  error_description: string | null;
  created_at: number;
};

/** The JSON body of a webhook, as sent. */
export type WebhookBody = {
  entity: 'event';
  account_id: string;
  event: PaymentWebhookType;
  contains: ('refund' | 'payment' | 'payment_link')[];
  payload: {
    refund?: { entity: RefundEntity };
    payment?: { entity: PaymentEntity };
    payment_link: { entity: PaymentLinkEntity };
  };
  created_at: number;
};

export type PaymentEvent = {
  type: PaymentWebhookType;
  occurredAt: Date;
  payment: SandboxPgPaymentRow | null;
};

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
export const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** The events of one attempt: failed, or captured and the link paid (both when the capture happens). */
export function attemptEvents(payment: SandboxPgPaymentRow): PaymentEvent[] {
  if (payment.failedAt) return [{ type: 'payment.failed', occurredAt: payment.failedAt, payment }];
  if (!payment.capturedAt) return [];
  return [
    { type: 'payment.captured', occurredAt: payment.capturedAt, payment },
    { type: 'payment_link.paid', occurredAt: payment.capturedAt, payment },
  ];
}

export const expiryEvent = (link: SandboxPgLinkRow): PaymentEvent => ({
  type: 'payment_link.expired',
  occurredAt: link.expireBy,
  payment: null,
});

export function paymentEntity(link: SandboxPgLinkRow, payment: SandboxPgPaymentRow, at: Date): PaymentEntity {
  const status = paymentStatusAt(payment, at);
  return {
    id: payment.id,
    entity: 'payment',
    amount: payment.amount,
    currency: 'INR',
    status,
    method: payment.method,
    description: link.description,
    vpa: payment.vpa,
    bank: payment.bank,
    card: payment.cardLast4 ? { last4: payment.cardLast4 } : null,
    captured: status === 'captured',
    error_code: payment.errorReason ? 'BAD_REQUEST_ERROR' : null,
    error_description: payment.errorReason,
    created_at: unixSeconds(payment.createdAt),
  };
}

/** The link as it stands at `at`. */
export function linkEntity(link: SandboxPgLinkRow, at: Date): PaymentLinkEntity {
  const status = linkStatusAt(link, at);
  return {
    id: link.id,
    reference_id: link.reference,
    amount: link.amount,
    amount_paid: status === 'paid' ? link.amount : 0,
    currency: 'INR',
    description: link.description,
    status,
    short_url: shortUrlOf(link.id),
    created_at: unixSeconds(link.createdAt),
    expire_by: unixSeconds(link.expireBy),
  };
}

function bodyOf(link: SandboxPgLinkRow, event: PaymentEvent): WebhookBody {
  const payment = event.payment && { entity: paymentEntity(link, event.payment, event.occurredAt) };
  return {
    entity: 'event',
    account_id: sandboxAccountId,
    event: event.type,
    contains: payment ? ['payment', 'payment_link'] : ['payment_link'],
    payload: {
      ...(payment ? { payment } : {}),
      payment_link: { entity: linkEntity(link, event.occurredAt) },
    },
    created_at: unixSeconds(event.occurredAt),
  };
}

function deliverAtOf(link: SandboxPgLinkRow, event: PaymentEvent): Date {
  switch (event.type) {
    case 'payment.captured':
      return later(event.occurredAt, sandboxWebhookDelays.capturedAfterMs);
    case 'payment_link.paid':
      return later(
        event.occurredAt,
        link.amount % 10 === 7
          ? sandboxWebhookDelays.linkPaidOutOfOrderAfterMs
          : sandboxWebhookDelays.linkPaidAfterMs,
      );
    default:
      return event.occurredAt;
  }
}

/**
 * The delivery rows of a link's events (`link` as it stands after them): each due by
 * `sandboxWebhookDelays`, and for an odd amount in paise each made twice with the same event id.
 */
export function deliveriesOf(link: SandboxPgLinkRow, events: readonly PaymentEvent[]): NewSandboxPgWebhook[] {
  return events.flatMap((event) =>
    deliveryRows(link.id, link.amount, bodyOf(link, event), deliverAtOf(link, event)),
  );
}

/** The rows of one event's delivery, due at `deliverAt`: made twice when `amount` is odd. */
export function deliveryRows(
  linkId: string,
  amount: number,
  body: WebhookBody,
  deliverAt: Date,
): NewSandboxPgWebhook[] {
  const copies = amount % 2 === 1 ? [0, sandboxWebhookDelays.duplicateAfterMs] : [0];
  const eventId = newEventId();
  const raw = JSON.stringify(body);
  return copies.map((delay) => ({
    id: randomUUID(),
    eventId,
    linkId,
    type: body.event,
    body: raw,
    deliverAt: later(deliverAt, delay),
  }));
}
