import type { Db } from '../../db/database.ts';
import type { NewSandboxMandate, SandboxMandateRow } from './sandbox.schema.ts';
import { deliveriesOf, settlementEvents, withdrawalEvent } from './sandbox-events.ts';
import {
  insertDeliveries,
  insertMandate,
  settlePending,
  withdrawLapsed,
  withdrawPending,
} from './sandbox.repository.ts';
import type { PlannedSettlement } from './sandbox-timeline.ts';

/*
 * Every change of a mandate and the webhooks it owes are written in one transaction, so a
 * crash never leaves a registered mandate without its webhooks, nor a webhook about a change
 * that did not happen.
 */

/** Records the bank's answer on a pending e-mandate and schedules its webhooks; undefined when it was no longer pending. */
export function settleAndNotify(
  db: Db,
  id: string,
  plan: PlannedSettlement,
  now: Date,
): Promise<SandboxMandateRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await settlePending(tx, id, plan, now);
    if (row) await insertDeliveries(tx, deliveriesOf(row, settlementEvents(row)));
    return row;
  });
}

/** Inserts a mandate whose answer is already planned (a paper form) with its webhooks; undefined when the reference was taken. */
export function insertSettledAndNotify(
  db: Db,
  row: NewSandboxMandate,
): Promise<SandboxMandateRow | undefined> {
  return db.transaction(async (tx) => {
    const inserted = await insertMandate(tx, row);
    if (inserted) await insertDeliveries(tx, deliveriesOf(inserted, settlementEvents(inserted)));
    return inserted;
  });
}

/** Withdraws a pending e-mandate and schedules its webhook; undefined when it was not pending. */
export function withdrawAndNotify(db: Db, id: string, now: Date): Promise<SandboxMandateRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await withdrawPending(tx, id, now);
    if (row) await insertDeliveries(tx, deliveriesOf(row, [withdrawalEvent(now)]));
    return row;
  });
}

/** Withdraws the e-mandates pending for a quarter, each with its webhook (dated when it lapsed). */
export function withdrawLapsedAndNotify(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await withdrawLapsed(tx, now);
    const deliveries = rows.flatMap((row) =>
      row.withdrawnAt ? deliveriesOf(row, [withdrawalEvent(row.withdrawnAt)]) : [],
    );
    await insertDeliveries(tx, deliveries);
    return rows.length;
  });
}
