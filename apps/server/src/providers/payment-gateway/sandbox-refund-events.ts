import type { RefundWebhookType } from './index.ts';
import type {
  NewSandboxPgWebhook,
  SandboxPgLinkRow,
  SandboxPgPaymentRow,
  SandboxPgRefundRow,
} from './sandbox.schema.ts';
import {
  deliveryRows,
  linkEntity,
  paymentEntity,
  sandboxAccountId,
  unixSeconds,
  type RefundEntity,
  type WebhookBody,
} from './sandbox-events.ts';
import { refundStatusAt } from './sandbox-timeline.ts';

/** The refund's outcome as an event: processed or failed, when it happens. */
function outcomeOf(refund: SandboxPgRefundRow): { type: RefundWebhookType; occurredAt: Date } | null {
  if (refund.failedAt) return { type: 'refund.failed', occurredAt: refund.failedAt };
  if (refund.processedAt) return { type: 'refund.processed', occurredAt: refund.processedAt };
  return null;
}

export function refundEntity(refund: SandboxPgRefundRow, at: Date): RefundEntity {
  const status = refundStatusAt(refund, at);
  return {
    id: refund.id,
    entity: 'refund',
    amount: refund.amount,
    currency: 'INR',
    payment_id: refund.paymentId,
    notes: refund.notes === null ? {} : { note: refund.notes },
    receipt: refund.idempotencyKey,
    status,
    speed_requested: 'normal',
    speed_processed: 'normal',
    error_description: status === 'failed' ? refund.failureReason : null,
    created_at: unixSeconds(refund.createdAt),
  };
}

/**
 * The deliveries of a refund's outcome, queued when the refund is made and due when it happens
 * (docs/providers.md): the refund, its payment and the payment's link, as they stand then. An odd
 * amount in paise has each delivered twice, as a payment's events are.
 */
export function refundDeliveriesOf(
  link: SandboxPgLinkRow,
  payment: SandboxPgPaymentRow,
  refund: SandboxPgRefundRow,
): NewSandboxPgWebhook[] {
  const outcome = outcomeOf(refund);
  if (!outcome) return [];
  const at = outcome.occurredAt;
  const body: WebhookBody = {
    entity: 'event',
    account_id: sandboxAccountId,
    event: outcome.type,
    contains: ['refund', 'payment', 'payment_link'],
    payload: {
      refund: { entity: refundEntity(refund, at) },
      payment: { entity: paymentEntity(link, payment, at) },
      payment_link: { entity: linkEntity(link, at) },
    },
    created_at: unixSeconds(at),
  };
  return deliveryRows(link.id, refund.amount, body, at);
}
