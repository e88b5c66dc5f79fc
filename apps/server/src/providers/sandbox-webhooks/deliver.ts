import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { claimDueDeliveries, recordAttempt, type DeliveriesTable } from './deliveries.repository.ts';

/** How a sandbox service delivers its webhooks; each service states its own (docs/providers.md). */
export type DeliveryPolicy = {
  /** Attempts before a delivery is given up. */
  readonly maxAttempts: number;
  /** The wait before the next attempt grows by this much with each attempt made. */
  readonly retryStepMs: number;
  /** A claimed row is left to its sender this long; after it (a crashed sender) it is due again. */
  readonly claimMs: number;
  /** Deliveries sent per call at most. */
  readonly batch: number;
};

/** Posts one delivery and answers the HTTP status. */
export type DeliverySend = (rawBody: string, headers: Record<string, string>) => Promise<number>;

export type DeliveryService = {
  table: DeliveriesTable;
  policy: DeliveryPolicy;
  /** The signature of a body, sent in the `signature` header. */
  sign: (rawBody: string) => string;
  headers: { signature: string; eventId: string };
  /** What the service does at `now` before the due deliveries are claimed (queueing the webhooks that came due). */
  beforeClaim?: (db: Db, now: Date) => Promise<void>;
};

const is2xx = (status: number | null) => status !== null && status >= 200 && status < 300;

/**
 * Runs the service's `beforeClaim`, then sends the deliveries due at the clock's now in due order:
 * a 2xx marks one delivered; any other status, or a send that throws, makes it due again
 * `retryStepMs` × its attempts later, up to `maxAttempts`. Answers how many deliveries were sent.
 */
export async function deliverDue(
  deps: { db: Db; clock: Clock },
  service: DeliveryService,
  send: DeliverySend,
): Promise<number> {
  const { table, policy } = service;
  const now = deps.clock.now();
  await service.beforeClaim?.(deps.db, now);
  const claimed = await claimDueDeliveries(deps.db, table, {
    now,
    claimUntil: new Date(now.getTime() + policy.claimMs),
    maxAttempts: policy.maxAttempts,
    limit: policy.batch,
  });
  for (const delivery of claimed) {
    const headers = {
      'content-type': 'application/json',
      [service.headers.signature]: service.sign(delivery.body),
      [service.headers.eventId]: delivery.eventId,
    };
    let status: number | null;
    try {
      status = await send(delivery.body, headers);
    } catch {
      status = null;
    }
    const at = deps.clock.now();
    await recordAttempt(deps.db, table, delivery.id, {
      status,
      deliveredAt: is2xx(status) ? at : null,
      retryAt: new Date(at.getTime() + policy.retryStepMs * delivery.attempts),
    });
  }
  return claimed.length;
}
