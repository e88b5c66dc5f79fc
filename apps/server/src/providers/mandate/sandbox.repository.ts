import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import {
  sandboxMandateWebhooks,
  sandboxMandates,
  type NewSandboxMandate,
  type SandboxMandateRow,
  type SandboxMandateWebhookRow,
} from './sandbox.schema.ts';
import { sandboxMandateTimings, type PlannedSettlement } from './sandbox-timeline.ts';

const mandates = sandboxMandates;
const webhooks = sandboxMandateWebhooks;

/** The new row, or undefined when a mandate under the same reference got there first. */
export async function insertMandate(db: Db, row: NewSandboxMandate): Promise<SandboxMandateRow | undefined> {
  const [inserted] = await db
    .insert(mandates)
    .values(row)
    .onConflictDoNothing({ target: mandates.reference })
    .returning();
  return inserted;
}

export async function findMandate(db: Db, id: string): Promise<SandboxMandateRow | undefined> {
  const [row] = await db.select().from(mandates).where(eq(mandates.id, id));
  return row;
}

export async function findMandateByReference(
  db: Db,
  reference: string,
): Promise<SandboxMandateRow | undefined> {
  const [row] = await db.select().from(mandates).where(eq(mandates.reference, reference));
  return row;
}

/** An e-mandate still waiting for the borrower at `now`: not authorised, refused, withdrawn or lapsed. */
const pendingAt = (now: Date) =>
  and(
    eq(mandates.kind, 'e-mandate'),
    isNull(mandates.submittedAt),
    isNull(mandates.settlesAt),
    isNull(mandates.withdrawnAt),
    gt(mandates.createdAt, new Date(now.getTime() - sandboxMandateTimings.pendingLifetimeMs)),
  );

/** Records the bank's answer on a mandate still pending; undefined when it no longer was (a race). */
export async function settlePending(
  db: Db,
  id: string,
  plan: PlannedSettlement,
  now: Date,
): Promise<SandboxMandateRow | undefined> {
  const [row] = await db
    .update(mandates)
    .set(plan)
    .where(and(eq(mandates.id, id), pendingAt(now)))
    .returning();
  return row;
}

export async function markOtpRequested(db: Db, id: string, at: Date): Promise<void> {
  await db.update(mandates).set({ otpRequestedAt: at }).where(eq(mandates.id, id));
}

export async function withdrawPending(db: Db, id: string, now: Date): Promise<SandboxMandateRow | undefined> {
  const [row] = await db
    .update(mandates)
    .set({ withdrawnAt: now })
    .where(and(eq(mandates.id, id), pendingAt(now)))
    .returning();
  return row;
}

/** Marks the e-mandates pending for a quarter as withdrawn (then), once each. */
export async function withdrawLapsed(db: Db, now: Date): Promise<SandboxMandateRow[]> {
  const lifetime = sql.raw(`interval '${sandboxMandateTimings.pendingLifetimeMs} milliseconds'`);
  return db
    .update(mandates)
    .set({ withdrawnAt: sql`${mandates.createdAt} + ${lifetime}` })
    .where(
      and(
        eq(mandates.kind, 'e-mandate'),
        isNull(mandates.submittedAt),
        isNull(mandates.settlesAt),
        isNull(mandates.withdrawnAt),
        lte(mandates.createdAt, new Date(now.getTime() - sandboxMandateTimings.pendingLifetimeMs)),
      ),
    )
    .returning();
}

export async function insertDeliveries(db: Db, rows: (typeof webhooks.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(webhooks).values(rows);
}

export async function listDeliveries(db: Db, mandateId: string): Promise<SandboxMandateWebhookRow[]> {
  return db
    .select()
    .from(webhooks)
    .where(eq(webhooks.mandateId, mandateId))
    .orderBy(asc(webhooks.deliverAt), asc(webhooks.id));
}
