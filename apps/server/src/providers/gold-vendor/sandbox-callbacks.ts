import { randomInt, randomUUID } from 'node:crypto';

import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { deliverDue, type DeliveryPolicy } from '../sandbox-webhooks/deliver.ts';
import type { GoldCallbackSend } from './index.ts';
import {
  sandboxGoldCallbacks,
  type NewSandboxGoldCallback,
  type SandboxGoldTradeRow,
} from './sandbox.schema.ts';
import { eventIdHeader, signatureHeader, signCallback, type CallbackBody } from './sandbox-signature.ts';
import { sandboxGoldTimings } from './sandbox-trades.ts';

/** How the sandbox delivers callbacks (docs/providers.md): as the payout sandbox its webhooks. */
export const callbackDelivery: DeliveryPolicy = {
  maxAttempts: 8,
  retryStepMs: 30_000,
  claimMs: 5 * 60_000,
  batch: 100,
};

const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const newEventId = () =>
  `evt_${Array.from({ length: 20 }, () => alphanumerics[randomInt(alphanumerics.length)]).join('')}`;

/**
 * The two deliveries of a trade's outcome: one 1-20 s after it (so two trades' callbacks may come
 * out of order), the same event again 5 minutes after that (the vendor delivers at least once).
 * `goldBalance` is the customer's balance after the trade, or at its failure.
 */
export function callbacksOf(
  trade: SandboxGoldTradeRow,
  outcome: { status: 'success' | 'failed'; at: Date; goldBalance: number },
): NewSandboxGoldCallback[] {
  const eventId = newEventId();
  const body: CallbackBody = {
    event_id: eventId,
    vendor_user_id: trade.customerId,
    tx_id: trade.id,
    transaction_type: trade.kind,
    status: outcome.status,
    gold_balance: outcome.goldBalance,
    occurred_at: outcome.at.toISOString(),
  };
  const { min, max } = sandboxGoldTimings.callbackDelayMs;
  const first = outcome.at.getTime() + randomInt(min, max + 1);
  return [first, first + sandboxGoldTimings.repeatCallbackAfterMs].map((due) => ({
    id: randomUUID(),
    eventId,
    txId: trade.id,
    type: `${trade.kind}.${outcome.status}`,
    body: JSON.stringify(body),
    deliverAt: new Date(due),
  }));
}

/**
 * Sends the callbacks due at the clock's now in due order: a 2xx marks one delivered; any other
 * status, or a send that throws, makes it due again 30 s × its attempts later, up to 8 attempts.
 * Answers how many were sent.
 */
export function deliverDueCallbacks(
  deps: { db: Db; clock: Clock },
  secret: string,
  send: GoldCallbackSend,
): Promise<number> {
  return deliverDue(
    deps,
    {
      table: sandboxGoldCallbacks,
      policy: callbackDelivery,
      sign: (rawBody) => signCallback(secret, rawBody),
      headers: { signature: signatureHeader, eventId: eventIdHeader },
    },
    send,
  );
}
