import { and, asc, eq, gt, gte, isNull, lte } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import {
  sandboxMandateDebits,
  sandboxMandates,
  type NewSandboxDebit,
  type SandboxDebitRow,
  type SandboxMandateRow,
} from './sandbox.schema.ts';
import { planColumns, type DebitPlan } from './sandbox-debit-timeline.ts';

const debits = sandboxMandateDebits;

export type DebitWithMandate = { debit: SandboxDebitRow; mandate: SandboxMandateRow };

/**
 * The new row, or undefined when the reference was taken, or the mandate already has a debit
 * (not cancelled) on that charge date.
 */
export async function insertDebit(db: Db, row: NewSandboxDebit): Promise<SandboxDebitRow | undefined> {
  const [inserted] = await db.insert(debits).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findDebit(db: Db, id: string): Promise<DebitWithMandate | undefined> {
  const [found] = await db
    .select({ debit: debits, mandate: sandboxMandates })
    .from(debits)
    .innerJoin(sandboxMandates, eq(sandboxMandates.id, debits.mandateId))
    .where(eq(debits.id, id));
  return found;
}

export async function findDebitByReference(db: Db, reference: string): Promise<SandboxDebitRow | undefined> {
  const [row] = await db.select().from(debits).where(eq(debits.reference, reference));
  return row;
}

/** A debit neither presented nor cancelled. */
const notPresented = and(isNull(debits.presentedAt), isNull(debits.cancelledAt));

/** Cancels a debit still before its cut-off at `now`; undefined when it was not. */
export async function cancelBeforeCutOff(
  db: Db,
  id: string,
  now: Date,
): Promise<SandboxDebitRow | undefined> {
  const [row] = await db
    .update(debits)
    .set({ cancelledAt: now })
    .where(and(eq(debits.id, id), notPresented, gt(debits.cutOffAt, now)))
    .returning();
  return row;
}

/** Up to `limit` debits whose submission has come by `now` and whose answer is not written yet. */
export async function findDueForPresentation(db: Db, now: Date, limit: number): Promise<DebitWithMandate[]> {
  return db
    .select({ debit: debits, mandate: sandboxMandates })
    .from(debits)
    .innerJoin(sandboxMandates, eq(sandboxMandates.id, debits.mandateId))
    .where(and(notPresented, lte(debits.submitsAt, now)))
    .orderBy(asc(debits.submitsAt), asc(debits.id))
    .limit(limit);
}

/** Writes the answer of a debit not presented yet; undefined when another sender wrote it first. */
export async function markPresented(
  db: Db,
  id: string,
  plan: DebitPlan,
  now: Date,
): Promise<SandboxDebitRow | undefined> {
  const [row] = await db
    .update(debits)
    .set({ presentedAt: now, ...planColumns(plan) })
    .where(and(eq(debits.id, id), notPresented))
    .returning();
  return row;
}

/** The debits, not cancelled, whose charge date is in [from, until] (YYYY-MM-DD), with their mandates. */
export async function listChargedBetween(db: Db, from: string, until: string): Promise<DebitWithMandate[]> {
  return db
    .select({ debit: debits, mandate: sandboxMandates })
    .from(debits)
    .innerJoin(sandboxMandates, eq(sandboxMandates.id, debits.mandateId))
    .where(and(isNull(debits.cancelledAt), gte(debits.chargeDate, from), lte(debits.chargeDate, until)))
    .orderBy(asc(debits.chargeDate), asc(debits.id));
}
