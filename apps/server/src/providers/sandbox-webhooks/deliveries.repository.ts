import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { BuildColumns } from 'drizzle-orm';
import type { PgTableWithColumns } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/database.ts';
import type { deliveryColumns } from './columns.ts';

/** A sandbox service's webhook deliveries table, seen through the columns they all have. */
export type DeliveriesTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, ReturnType<typeof deliveryColumns<Record<never, never>>>, 'pg'>;
  dialect: 'pg';
}>;

export type DeliveryRow = DeliveriesTable['$inferSelect'];

/**
 * Claims up to `limit` deliveries due at `now` (unsent, under `maxAttempts`, not claimed by a
 * send still under way) until `claimUntil`, counting the attempt. Rows another sender holds are
 * skipped, so overlapping senders never claim a row twice. Answers them by due time.
 */
export async function claimDueDeliveries(
  db: Db,
  webhooks: DeliveriesTable,
  input: { now: Date; claimUntil: Date; maxAttempts: number; limit: number },
): Promise<DeliveryRow[]> {
  const due = db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      and(
        isNull(webhooks.deliveredAt),
        lte(webhooks.deliverAt, input.now),
        lt(webhooks.attempts, input.maxAttempts),
        or(isNull(webhooks.claimedUntil), lte(webhooks.claimedUntil, input.now)),
      ),
    )
    .orderBy(asc(webhooks.deliverAt), asc(webhooks.id))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(webhooks)
    .set({ claimedUntil: input.claimUntil, attempts: sql`${webhooks.attempts} + 1` })
    .where(inArray(webhooks.id, due))
    .returning();
  return claimed.sort((a, b) => a.deliverAt.getTime() - b.deliverAt.getTime() || a.id.localeCompare(b.id));
}

/** A 2xx: delivered. Anything else: due again at `retryAt`. */
export async function recordAttempt(
  db: Db,
  webhooks: DeliveriesTable,
  id: string,
  result: { status: number | null; deliveredAt: Date | null; retryAt: Date },
): Promise<void> {
  await db
    .update(webhooks)
    .set({
      lastStatus: result.status,
      claimedUntil: null,
      ...(result.deliveredAt ? { deliveredAt: result.deliveredAt } : { deliverAt: result.retryAt }),
    })
    .where(eq(webhooks.id, id));
}
