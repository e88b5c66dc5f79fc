import { randomUUID } from 'node:crypto';

import { and, desc, eq, inArray, lt, notInArray } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
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

/** Mandates in `statuses` that entered them before `before`, oldest first. */
export async function mandatesInStatusSince(
  db: Db,
  statuses: readonly string[],
  before: Date,
  limit = 200,
): Promise<MandateRow[]> {
  return db
    .select()
    .from(mandates)
    .where(and(inArray(mandates.status, [...statuses]), lt(mandates.statusChangedAt, before)))
    .orderBy(mandates.statusChangedAt)
    .limit(limit);
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
