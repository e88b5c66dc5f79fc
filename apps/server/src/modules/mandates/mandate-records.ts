import { randomUUID } from 'node:crypto';

import { and, desc, eq, notInArray } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { lockOpportunity } from '../underwriting/opportunity-moves.ts';
import { mandateEvents, mandates, nachAppointments } from './mandates.schema.ts';

export type MandateRow = typeof mandates.$inferSelect;
export type MandateEventRow = typeof mandateEvents.$inferSelect;
export type NachAppointmentRow = typeof nachAppointments.$inferSelect;

/** The states an attempt is over in; any other is the opportunity's live attempt. */
export const endedStatuses = ['REJECTED', 'CANCELLED'] as const;

export const accountNumberContext = (mandateId: string) => `mandates.account_number:${mandateId}`;

export async function findMandate(db: Db, id: string): Promise<MandateRow | undefined> {
  const [row] = await db.select().from(mandates).where(eq(mandates.id, id)).limit(1);
  return row;
}

export async function lockMandate(tx: Db, id: string): Promise<MandateRow | undefined> {
  const [row] = await tx.select().from(mandates).where(eq(mandates.id, id)).for('update');
  return row;
}

/**
 * The mandate and its opportunity, held until the transaction ends, always in this order
 * (opportunity, then mandate), as every move that may touch both takes them: no two moves wait on
 * each other the other way round.
 */
export async function lockMandateWithOpportunity(tx: Db, id: string): Promise<MandateRow | undefined> {
  const found = await findMandate(tx, id);
  if (!found) return undefined;
  await lockOpportunity(tx, found.opportunityId);
  return lockMandate(tx, id);
}

/** A mandate's reference with the provider back to its id (the id's 32 hex digits, upper case). */
export function mandateIdOfReference(reference: string): string | null {
  const hex = reference.toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The account as the borrower and operations see it: the last 3 digits only. */
export const maskedAccountOf = (last4: string) => `XXXXXXX${last4.slice(-3)}`;

/** The opportunity's newest paper attempt: a new one is made on its terms, as the signed form says. */
export async function latestPaperMandateOf(db: Db, opportunityId: string): Promise<MandateRow | undefined> {
  const [row] = await db
    .select()
    .from(mandates)
    .where(and(eq(mandates.opportunityId, opportunityId), eq(mandates.mode, 'PNACH')))
    .orderBy(desc(mandates.createdAt))
    .limit(1);
  return row;
}

export async function findMandateByProviderId(
  db: Db,
  providerMandateId: string,
): Promise<MandateRow | undefined> {
  const [row] = await db
    .select()
    .from(mandates)
    .where(eq(mandates.providerMandateId, providerMandateId))
    .limit(1);
  return row;
}

/** The opportunity's live attempt: the one not rejected or cancelled (at most one, by an index). */
export async function liveMandateOf(db: Db, opportunityId: string): Promise<MandateRow | undefined> {
  const [row] = await db
    .select()
    .from(mandates)
    .where(and(eq(mandates.opportunityId, opportunityId), notInArray(mandates.status, [...endedStatuses])))
    .limit(1);
  return row;
}

/** The opportunity's newest attempt, live or not: what the borrower is shown. */
export async function latestMandateOf(db: Db, opportunityId: string): Promise<MandateRow | undefined> {
  const [row] = await db
    .select()
    .from(mandates)
    .where(eq(mandates.opportunityId, opportunityId))
    .orderBy(desc(mandates.createdAt))
    .limit(1);
  return row;
}

export async function insertMandate(tx: Db, row: typeof mandates.$inferInsert): Promise<MandateRow> {
  const [inserted] = await tx.insert(mandates).values(row).returning();
  if (!inserted) throw new Error('mandate insert returned nothing');
  return inserted;
}

export async function updateMandate(
  tx: Db,
  id: string,
  change: Partial<typeof mandates.$inferInsert>,
): Promise<MandateRow> {
  const [updated] = await tx.update(mandates).set(change).where(eq(mandates.id, id)).returning();
  if (!updated) throw new Error(`mandate ${id} vanished`);
  return updated;
}

export async function recordMandateEvent(
  tx: Db,
  event: Omit<typeof mandateEvents.$inferInsert, 'id'>,
): Promise<void> {
  await tx.insert(mandateEvents).values({ id: randomUUID(), ...event });
}

export async function mandateHistory(db: Db, mandateId: string): Promise<MandateEventRow[]> {
  return db
    .select()
    .from(mandateEvents)
    .where(eq(mandateEvents.mandateId, mandateId))
    .orderBy(mandateEvents.at, mandateEvents.id);
}

export async function appointmentOf(db: Db, mandateId: string): Promise<NachAppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(nachAppointments)
    .where(eq(nachAppointments.mandateId, mandateId))
    .orderBy(desc(nachAppointments.createdAt))
    .limit(1);
  return row;
}
