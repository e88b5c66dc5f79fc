import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { deliverDue, type DeliveryPolicy } from '../sandbox-webhooks/deliver.ts';
import type { PayoutWebhookSend } from './index.ts';
import { sandboxPayoutWebhooks } from './sandbox.schema.ts';
import { eventIdHeader, signatureHeader, signWebhook } from './sandbox-signature.ts';

/** How the sandbox delivers webhooks (docs/providers.md). */
export const webhookDelivery: DeliveryPolicy = {
  maxAttempts: 8,
  retryStepMs: 30_000,
  claimMs: 5 * 60_000,
  batch: 100,
};

/**
 * Sends the deliveries due at the clock's now in due order: a 2xx marks one delivered; any other
 * status, or a send that throws, makes it due again 30 s × its attempts later, up to 8 attempts.
 * Answers how many deliveries were sent.
 */
export function deliverDueWebhooks(
  deps: { db: Db; clock: Clock },
  secret: string,
  send: PayoutWebhookSend,
): Promise<number> {
  return deliverDue(
    deps,
    {
      table: sandboxPayoutWebhooks,
      policy: webhookDelivery,
      sign: (rawBody) => signWebhook(secret, rawBody),
      headers: { signature: signatureHeader, eventId: eventIdHeader },
    },
    send,
  );
}
