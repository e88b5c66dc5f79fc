import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import {
  sandboxPayoutSecrets,
  sandboxPayoutWebhooks,
  sandboxPayouts,
  type NewSandboxPayout,
  type NewSandboxPayoutWebhook,
  type SandboxPayoutRow,
  type SandboxPayoutWebhookRow,
} from './sandbox.schema.ts';

const payouts = sandboxPayouts;
const webhooks = sandboxPayoutWebhooks;

/** The new row, or undefined when a payout under the same idempotency key got there first. */
export async function insertPayout(db: Db, row: NewSandboxPayout): Promise<SandboxPayoutRow | undefined> {
  const [inserted] = await db
    .insert(payouts)
    .values(row)
    .onConflictDoNothing({ target: payouts.idempotencyKey })
    .returning();
  return inserted;
}

export async function findPayoutById(db: Db, id: string): Promise<SandboxPayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row;
}

export async function findPayoutByKey(db: Db, idempotencyKey: string): Promise<SandboxPayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.idempotencyKey, idempotencyKey));
  return row;
}

/** Holds the beneficiary account until the transaction ends, so its daily count cannot race. */
export async function lockAccount(db: Db, accountHash: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`sandbox_payout:${accountHash}`}, 0))`,
  );
}

/** How many payouts the account was sent in [from, until). */
export async function countAccountPayouts(
  db: Db,
  accountHash: string,
  from: Date,
  until: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payouts)
    .where(
      and(eq(payouts.accountHash, accountHash), gte(payouts.createdAt, from), lt(payouts.createdAt, until)),
    );
  return row?.count ?? 0;
}

export async function insertDeliveries(db: Db, rows: NewSandboxPayoutWebhook[]): Promise<void> {
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
): Promise<SandboxPayoutWebhookRow[]> {
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

export async function listDeliveries(db: Db, payoutId: string): Promise<SandboxPayoutWebhookRow[]> {
  return db
    .select()
    .from(webhooks)
    .where(eq(webhooks.payoutId, payoutId))
    .orderBy(asc(webhooks.deliverAt), asc(webhooks.id));
}

export type StoredSecret = typeof sandboxPayoutSecrets.$inferSelect;

export async function findSecret(db: Db, id: string): Promise<StoredSecret | undefined> {
  const [row] = await db.select().from(sandboxPayoutSecrets).where(eq(sandboxPayoutSecrets.id, id));
  return row;
}

/** Keeps the first secret written under an id: two servers starting together agree on one. */
export async function insertSecret(db: Db, row: StoredSecret): Promise<void> {
  await db.insert(sandboxPayoutSecrets).values(row).onConflictDoNothing();
}
