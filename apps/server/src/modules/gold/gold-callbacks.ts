import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { signedWebhookRoute } from '../../lib/signed-webhook-route.ts';
import { goldVendorCallbackPath, type GoldCallback } from '../../providers/gold-vendor/index.ts';
import { settleWithVendor } from './gold-confirmations.ts';
import { postedGoldOf } from './gold-ledger.ts';
import { goldOrders, goldUsers, goldVendorCallbacks } from './gold.schema.ts';

/**
 * The vendor's callback after a confirm (a transaction and the customer's balance after it):
 * verified, recorded once by its event id, and the order it names settled at once by the order
 * status (the only truth), so the locker does not wait for the sweep. Callbacks come late, twice
 * and out of order: the balance each carries is kept beside ours for operations, and the nightly
 * reconciliation (gold-reconciliation.ts) is what compares the two books.
 */
export async function receiveGoldCallback(
  deps: Pick<AppDeps, 'db' | 'clock' | 'goldVendor'>,
  callback: GoldCallback,
) {
  const [order] = await deps.db
    .select({ id: goldOrders.id })
    .from(goldOrders)
    .where(eq(goldOrders.vendorTxId, callback.txId));
  if (order) await settleWithVendor(deps, order.id);
  const [goldUser] = await deps.db
    .select({ id: goldUsers.id })
    .from(goldUsers)
    .where(eq(goldUsers.vendorUserId, callback.vendorUserId));
  const ours = goldUser ? ((await postedGoldOf(deps.db, [goldUser.id])).get(goldUser.id) ?? 0) : null;
  const recorded = await deps.db
    .insert(goldVendorCallbacks)
    .values({
      eventId: callback.eventId,
      vendorTxId: callback.txId,
      vendorUserId: callback.vendorUserId,
      goldBalance: callback.goldBalance,
      ourBalance: ours,
      receivedAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  return { duplicate: recorded.length === 0, outcome: order ? 'settled' : 'unknown-transaction' };
}

const callbackRoute = signedWebhookRoute(goldVendorCallbackPath, async (deps, raw, headers, log) => {
  const callback = (() => {
    try {
      return deps.goldVendor.parseCallback(raw, headers);
    } catch (error) {
      if (error instanceof AppError && (error.code === 'FORBIDDEN' || error.code === 'VALIDATION_FAILED'))
        throw new AppError('UNAUTHENTICATED', 'gold vendor callback signature refused');
      throw error;
    }
  })();
  const received = await receiveGoldCallback(deps, callback);
  log.info({ eventId: callback.eventId, outcome: received.outcome }, 'gold vendor callback');
  return received;
});

export const goldCallbackRoute: FastifyPluginAsyncZod = async (app) => {
  // The sandbox's signing secret is read before the first callback can come (a real vendor's is configuration).
  await app.deps.sandboxGoldVendor?.callbackSecret();
  await app.register(callbackRoute);
};
