import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import {
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

/** The payouts the bank credited in [from, until) (failed ones never were), in the order credited. */
export async function listProcessedBetween(db: Db, from: Date, until: Date): Promise<SandboxPayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(and(eq(payouts.outcome, 'processed'), gte(payouts.settlesAt, from), lt(payouts.settlesAt, until)))
    .orderBy(asc(payouts.settlesAt), asc(payouts.id));
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

export async function listDeliveries(db: Db, payoutId: string): Promise<SandboxPayoutWebhookRow[]> {
  return db
    .select()
    .from(webhooks)
    .where(eq(webhooks.payoutId, payoutId))
    .orderBy(asc(webhooks.deliverAt), asc(webhooks.id));
}
