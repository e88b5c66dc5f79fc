import { and, asc, eq, gt, gte, isNull, lt, lte, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import {
  sandboxPgLinks,
  sandboxPgPayments,
  type NewSandboxPgLink,
  type NewSandboxPgPayment,
  type SandboxPgLinkRow,
  type SandboxPgPaymentRow,
} from './sandbox.schema.ts';

const links = sandboxPgLinks;
const payments = sandboxPgPayments;

/** The new row, or undefined when a link under the same reference got there first. */
export async function insertLink(db: Db, row: NewSandboxPgLink): Promise<SandboxPgLinkRow | undefined> {
  const [inserted] = await db
    .insert(links)
    .values(row)
    .onConflictDoNothing({ target: links.reference })
    .returning();
  return inserted;
}

export async function findLink(db: Db, id: string): Promise<SandboxPgLinkRow | undefined> {
  const [row] = await db.select().from(links).where(eq(links.id, id));
  return row;
}

export async function findLinkByReference(db: Db, reference: string): Promise<SandboxPgLinkRow | undefined> {
  const [row] = await db.select().from(links).where(eq(links.reference, reference));
  return row;
}

/** The link, held until the transaction ends: payments on one link are made one at a time. */
export async function lockLink(db: Db, id: string): Promise<SandboxPgLinkRow | undefined> {
  const [row] = await db.select().from(links).where(eq(links.id, id)).for('update');
  return row;
}

export async function listPayments(db: Db, linkId: string): Promise<SandboxPgPaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.linkId, linkId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function insertPayment(db: Db, row: NewSandboxPgPayment): Promise<SandboxPgPaymentRow> {
  const [inserted] = await db.insert(payments).values(row).returning();
  if (!inserted) throw new Error('The sandbox payment was not inserted');
  return inserted;
}

export async function markPaid(db: Db, id: string, paidAt: Date): Promise<SandboxPgLinkRow> {
  const [row] = await db.update(links).set({ paidAt }).where(eq(links.id, id)).returning();
  if (!row) throw new Error('The sandbox payment link vanished while it was paid');
  return row;
}

/** Cancels a link still taking payments at `now`; undefined when it was not. */
export async function cancelPayable(db: Db, id: string, now: Date): Promise<SandboxPgLinkRow | undefined> {
  const [row] = await db
    .update(links)
    .set({ cancelledAt: now })
    .where(and(eq(links.id, id), isNull(links.paidAt), isNull(links.cancelledAt), gt(links.expireBy, now)))
    .returning();
  return row;
}

/** Records as expired (then) the links whose time ran out unpaid and uncancelled, once each. */
export async function expireLapsed(db: Db, now: Date): Promise<SandboxPgLinkRow[]> {
  return db
    .update(links)
    .set({ expiredAt: sql`${links.expireBy}` })
    .where(
      and(isNull(links.expiredAt), isNull(links.paidAt), isNull(links.cancelledAt), lte(links.expireBy, now)),
    )
    .returning();
}

export type CapturedPayment = Pick<SandboxPgPaymentRow, 'id' | 'amount' | 'vpa' | 'capturedAt'> & {
  reference: string;
};

/** The payments captured in [from, until), with their link's reference, in the order captured. */
export async function listCapturedBetween(db: Db, from: Date, until: Date): Promise<CapturedPayment[]> {
  return db
    .select({
      id: payments.id,
      amount: payments.amount,
      vpa: payments.vpa,
      capturedAt: payments.capturedAt,
      reference: links.reference,
    })
    .from(payments)
    .innerJoin(links, eq(links.id, payments.linkId))
    .where(and(isNull(payments.failedAt), gte(payments.capturedAt, from), lt(payments.capturedAt, until)))
    .orderBy(asc(payments.capturedAt), asc(payments.id));
}
