import type { Db } from '../../db/database.ts';
import { insertDeliveries } from './sandbox.repository.ts';
import { debitDeliveriesOf } from './sandbox-debit-events.ts';
import { planDebit } from './sandbox-debit-timeline.ts';
import { findDueForPresentation, markPresented } from './sandbox-debits.repository.ts';

/** Debits presented per sweep at most; the rest wait for the next (every second in sandbox mode). */
const presentationBatch = 100;

/**
 * Presents the debits whose submission (06:00 India time on the charge date) has come: writes
 * each one's answer with the webhooks it owes (each due when its step happens) in one
 * transaction, once, however many senders sweep together. Answers how many it presented.
 */
export async function presentDueDebitsAndNotify(db: Db, now: Date): Promise<number> {
  const due = await findDueForPresentation(db, now, presentationBatch);
  let presented = 0;
  for (const { debit, mandate } of due) {
    const plan = planDebit(debit, mandate);
    const written = await db.transaction(async (tx) => {
      const row = await markPresented(tx, debit.id, plan, now);
      if (row) await insertDeliveries(tx, debitDeliveriesOf(row, plan));
      return row;
    });
    if (written) presented += 1;
  }
  return presented;
}
