import type { Db } from '../../db/database.ts';
import type { SandboxPgLinkRow, SandboxPgPaymentRow } from './sandbox.schema.ts';
import { insertDeliveries } from './sandbox-deliveries.repository.ts';
import { attemptEvents, deliveriesOf, expiryEvent } from './sandbox-events.ts';
import { newPaymentId } from './sandbox-ids.ts';
import { expireLapsed, insertPayment, lockLink, markPaid } from './sandbox.repository.ts';
import { isPayableAt, planAttempt, type Instrument } from './sandbox-timeline.ts';

/*
 * Every change of a link and the webhooks it owes are written in one transaction, so a crash
 * never leaves a paid link without its webhooks, nor a webhook about a payment that was not made.
 */

export type AttemptResult =
  | { state: 'unknown' }
  /** Paid (or being paid), cancelled or expired: no attempt was made. */
  | { state: 'closed'; link: SandboxPgLinkRow }
  | { state: 'made'; link: SandboxPgLinkRow; payment: SandboxPgPaymentRow };

const instrumentColumns = (instrument: Instrument) => ({
  vpa: instrument.method === 'upi' ? instrument.vpa : null,
  cardLast4: instrument.method === 'card' ? instrument.cardNumber.slice(-4) : null,
  bank: instrument.method === 'netbanking' ? instrument.bank : null,
});

/**
 * One payment attempt on the link at `now`, its outcome by the magic values, with its webhooks.
 * The link is held meanwhile, so two attempts at once never both get accepted.
 */
export function attemptAndNotify(
  db: Db,
  linkId: string,
  instrument: Instrument,
  now: Date,
): Promise<AttemptResult> {
  return db.transaction(async (tx): Promise<AttemptResult> => {
    const link = await lockLink(tx, linkId);
    if (!link) return { state: 'unknown' };
    if (!isPayableAt(link, now)) return { state: 'closed', link };
    const plan = planAttempt(instrument, now);
    const payment = await insertPayment(tx, {
      id: newPaymentId(),
      linkId,
      amount: link.amount,
      method: instrument.method,
      ...instrumentColumns(instrument),
      createdAt: now,
      ...plan,
    });
    const after = plan.capturedAt ? await markPaid(tx, linkId, plan.capturedAt) : link;
    await insertDeliveries(tx, deliveriesOf(after, attemptEvents(payment)));
    return { state: 'made', link: after, payment };
  });
}

/** Records the links that expired unpaid (at their expiry), each with its webhook. */
export function expireLapsedAndNotify(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const links = await expireLapsed(tx, now);
    await insertDeliveries(
      tx,
      links.flatMap((link) => deliveriesOf(link, [expiryEvent(link)])),
    );
    return links.length;
  });
}
