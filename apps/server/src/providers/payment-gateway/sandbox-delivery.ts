import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentWebhookSend } from './index.ts';
import { claimDueDeliveries, recordDeliveryAttempt } from './sandbox-deliveries.repository.ts';
import { expireLapsedAndNotify } from './sandbox-payments.ts';
import { eventIdHeader, signatureHeader, signWebhook } from './sandbox-signature.ts';

/** How the sandbox delivers webhooks (docs/providers.md). */
export const webhookDelivery = {
  /** Attempts before a delivery is given up. */
  maxAttempts: 8,
  /** The wait before the next attempt grows by this much with each attempt made. */
  retryStepMs: 30_000,
  /** A claimed row is left to its sender this long; after it (a crashed sender) it is due again. */
  claimMs: 5 * 60_000,
  /** Deliveries sent per call at most. */
  batch: 100,
} as const;

const is2xx = (status: number | null) => status !== null && status >= 200 && status < 300;

/**
 * Records the links that expired, then sends the deliveries due at the clock's now in due order:
 * a 2xx marks one delivered; any other status, or a send that throws, makes it due again
 * 30 s × its attempts later, up to 8 attempts. Answers how many deliveries were sent.
 */
export async function deliverDueWebhooks(
  deps: { db: Db; clock: Clock },
  secret: string,
  send: PaymentWebhookSend,
): Promise<number> {
  const now = deps.clock.now();
  await expireLapsedAndNotify(deps.db, now);
  const claimed = await claimDueDeliveries(deps.db, {
    now,
    claimUntil: new Date(now.getTime() + webhookDelivery.claimMs),
    maxAttempts: webhookDelivery.maxAttempts,
    limit: webhookDelivery.batch,
  });
  for (const delivery of claimed) {
    const headers = {
      'content-type': 'application/json',
      [signatureHeader]: signWebhook(secret, delivery.body),
      [eventIdHeader]: delivery.eventId,
    };
    let status: number | null;
    try {
      status = await send(delivery.body, headers);
    } catch {
      status = null;
    }
    const at = deps.clock.now();
    await recordDeliveryAttempt(deps.db, delivery.id, {
      status,
      deliveredAt: is2xx(status) ? at : null,
      retryAt: new Date(at.getTime() + webhookDelivery.retryStepMs * delivery.attempts),
    });
  }
  return claimed.length;
}
