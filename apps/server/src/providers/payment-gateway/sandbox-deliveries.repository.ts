import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import {
  sandboxPgSecrets,
  sandboxPgWebhooks,
  type NewSandboxPgWebhook,
  type SandboxPgWebhookRow,
} from './sandbox.schema.ts';

const webhooks = sandboxPgWebhooks;

export async function insertDeliveries(db: Db, rows: NewSandboxPgWebhook[]): Promise<void> {
  if (rows.length > 0) await db.insert(webhooks).values(rows);
}

/**
 * Claims up to `limit` deliveries due at `now` (unsent, under `maxAttempts`, not claimed by a
 * send still under way) until `claimUntil`, counting the attempt. Rows another sender holds are
 * skipped, so overlapping senders never claim a row twice. Answers them by due time.
 */
export async function claimDueDeliveries(
  db: Db,
  input: { now: Date; claimUntil: Date; maxAttempts: number; limit: number },
): Promise<SandboxPgWebhookRow[]> {
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
export async function recordDeliveryAttempt(
  db: Db,
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

export async function listDeliveries(db: Db, linkId: string): Promise<SandboxPgWebhookRow[]> {
  return db
    .select()
    .from(webhooks)
    .where(eq(webhooks.linkId, linkId))
    .orderBy(asc(webhooks.deliverAt), asc(webhooks.id));
}

export type StoredSecret = typeof sandboxPgSecrets.$inferSelect;

export async function findSecret(db: Db, id: string): Promise<StoredSecret | undefined> {
  const [row] = await db.select().from(sandboxPgSecrets).where(eq(sandboxPgSecrets.id, id));
  return row;
}

/** Keeps the first secret written under an id: two servers starting together agree on one. */
export async function insertSecret(db: Db, row: StoredSecret): Promise<void> {
  await db.insert(sandboxPgSecrets).values(row).onConflictDoNothing();
}
