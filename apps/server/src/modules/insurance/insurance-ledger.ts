import type { IsoDate } from '@kredo/domain/calendar-date';
import { insuranceBookId } from '@kredo/domain/insurance';
import { credit, debit, type AccountCode } from '@kredo/domain/ledger';
import { paise } from '@kredo/domain/money';

import type { Db } from '../../db/database.ts';
import { postEntry } from '../ledger/ledger.service.ts';

/**
 * Insurance premiums in the product's own book (docs/decisions.md "Insurance in the ledger"). A
 * captured premium waits in `insurance-premiums-pending` until the insurer issues the policy (then
 * it is owed to the insurer) or does not (then it is owed back, as is a premium that came too
 * late). A free look cancellation takes the refund out of what is owed to the insurer. Each entry
 * is posted in the transaction of the order's change, under a key of the order.
 */

type Movement = { key: string; narration: string; amount: number; from: AccountCode; to: AccountCode };

const post = (tx: Db, day: IsoDate, now: Date, movement: Movement) =>
  postEntry(
    tx,
    {
      idempotencyKey: movement.key,
      lenderId: insuranceBookId,
      kind: 'insurance-premium',
      businessDate: day,
      narration: movement.narration,
      lines: [debit(movement.from, paise(movement.amount)), credit(movement.to, paise(movement.amount))],
    },
    now,
  );

type Order = { id: string; pricePaise: number };

/** The premium captured by the gateway: in its suspense, awaiting the policy. */
export const postPremiumPaid = (tx: Db, order: Order, day: IsoDate, now: Date) =>
  post(tx, day, now, {
    key: `insurance-payment:${order.id}`,
    narration: `Insurance order ${order.id} paid`,
    amount: order.pricePaise,
    from: 'gateway-suspense',
    to: 'insurance-premiums-pending',
  });

/** The policy issued: the premium is the insurer's. */
export const postPolicyIssued = (tx: Db, order: Order, day: IsoDate, now: Date) =>
  post(tx, day, now, {
    key: `insurance-issued:${order.id}`,
    narration: `Insurance policy issued, order ${order.id}`,
    amount: order.pricePaise,
    from: 'insurance-premiums-pending',
    to: 'insurer-payable',
  });

/** Not issued (refused, failed) or paid too late: the premium is owed back. */
export const postPremiumRefundDue = (tx: Db, order: Order, day: IsoDate, now: Date) =>
  post(tx, day, now, {
    key: `insurance-refund-due:${order.id}`,
    narration: `Insurance order ${order.id} not issued, premium owed back`,
    amount: order.pricePaise,
    from: 'insurance-premiums-pending',
    to: 'refunds-payable',
  });

/** Cancelled in the free look period: the refund comes out of what the insurer is owed. */
export const postFreeLookRefundDue = (
  tx: Db,
  order: Pick<Order, 'id'>,
  amount: number,
  day: IsoDate,
  now: Date,
) =>
  post(tx, day, now, {
    key: `insurance-free-look:${order.id}`,
    narration: `Insurance policy cancelled in its free look period, order ${order.id}`,
    amount,
    from: 'insurer-payable',
    to: 'refunds-payable',
  });

/** A refund processed by the gateway: out of what it owes us (deducted from its settlement). */
export const postPremiumRefunded = (
  tx: Db,
  refund: { id: string; amountPaise: number },
  day: IsoDate,
  now: Date,
) =>
  post(tx, day, now, {
    key: `insurance-refund:${refund.id}`,
    narration: `Insurance premium refunded, ${refund.id}`,
    amount: refund.amountPaise,
    from: 'refunds-payable',
    to: 'gateway-suspense',
  });
