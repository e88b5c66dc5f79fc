import type { IsoDate } from '@kredo/domain/calendar-date';
import { goldBookId } from '@kredo/domain/gold';
import { credit, debit } from '@kredo/domain/ledger';
import { availableBalance } from '@kredo/domain/ledger-balances';
import { goldUnits, paise } from '@kredo/domain/money';
import { and, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { ledgerAccounts } from '../ledger/ledger.schema.ts';
import { placeHold } from '../ledger/ledger-holds.ts';
import { postEntry } from '../ledger/ledger.service.ts';

/**
 * Gold's movements in the ledger (docs/decisions.md "Gold in the ledger"). The locker is the
 * customer's `customer-gold` account (0.1 mg, never below zero less its holds); its other side is
 * the gold the vendor keeps (`gold-in-vault`) or gold being delivered (`gold-in-delivery`). Money
 * paid for an order waits in `gold-orders-pending` until the vendor confirms (then it is owed to
 * the vendor) or fails (then it is owed back). Every entry is posted in the transaction of the
 * order's change, under a key of the order's id.
 */

type Order = { id: string; goldUserId: string; goldUnits: number; amountPaise: number };

const holding = (order: Order) => ({ subjectId: order.goldUserId });

/** The customer's gold now: posted less what sells and deliveries in flight hold. */
export async function goldBalanceOf(db: Db, goldUserId: string): Promise<number> {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerId, goldUserId), eq(ledgerAccounts.code, 'customer-gold')));
  return row ? availableBalance(row, 'liability') : 0;
}

/** Every gold user's posted gold (holds included): the books the reconciliation compares. */
export async function postedGoldOf(db: Db, goldUserIds: readonly string[]): Promise<Map<string, number>> {
  if (goldUserIds.length === 0) return new Map();
  const rows = await db
    .select({
      ownerId: ledgerAccounts.ownerId,
      debits: ledgerAccounts.postedDebits,
      credits: ledgerAccounts.postedCredits,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.code, 'customer-gold'), inArray(ledgerAccounts.ownerId, [...goldUserIds])));
  return new Map(rows.map((row) => [row.ownerId ?? '', row.credits - row.debits]));
}

/** A buy's or a delivery's payment captured: money in the gateway's suspense, owed to the order. */
export const postOrderPayment = (tx: Db, order: Order, day: IsoDate, now: Date) =>
  postEntry(
    tx,
    {
      idempotencyKey: `gold-payment:${order.id}`,
      lenderId: goldBookId,
      kind: 'gold-payment',
      businessDate: day,
      narration: `Gold order ${order.id} paid`,
      lines: [
        debit('gateway-suspense', paise(order.amountPaise)),
        credit('gold-orders-pending', paise(order.amountPaise)),
      ],
    },
    now,
  );

/** A buy confirmed by the vendor: the money owed to it, the gold into the customer's locker. */
export const postBuy = (tx: Db, order: Order, day: IsoDate, now: Date) =>
  postEntry(
    tx,
    {
      idempotencyKey: `gold-buy:${order.id}`,
      lenderId: goldBookId,
      kind: 'gold-buy',
      businessDate: day,
      narration: `Gold bought, order ${order.id}`,
      lines: [
        debit('gold-orders-pending', paise(order.amountPaise)),
        credit('gold-vendor-payable', paise(order.amountPaise)),
        debit('gold-in-vault', goldUnits(order.goldUnits)),
        credit('customer-gold', goldUnits(order.goldUnits), holding(order)),
      ],
    },
    now,
  );

/** A paid order the vendor failed, or paid too late: the money owed back to the customer. */
export const postRefundDue = (tx: Db, order: Order, day: IsoDate, now: Date) =>
  postEntry(
    tx,
    {
      idempotencyKey: `gold-refund-due:${order.id}`,
      lenderId: goldBookId,
      kind: 'refund',
      businessDate: day,
      narration: `Gold order ${order.id} refunded`,
      lines: [
        debit('gold-orders-pending', paise(order.amountPaise)),
        credit('refunds-payable', paise(order.amountPaise)),
      ],
    },
    now,
  );

/** Reserves a sell's gold on the customer's locker until the vendor answers. */
export const holdSell = (tx: Db, order: Order, now: Date) =>
  placeHold(
    tx,
    {
      idempotencyKey: `gold-sell:${order.id}`,
      lenderId: goldBookId,
      kind: 'gold-sell',
      narration: `Gold sold, order ${order.id}`,
      // The gold sweep resolves it by the vendor's answer: a clock must not void a sell the vendor made.
      expiresAt: null,
      lines: [
        debit('customer-gold', goldUnits(order.goldUnits), holding(order)),
        credit('gold-in-vault', goldUnits(order.goldUnits)),
      ],
    },
    now,
  );

/** A sell the vendor made: what it owes us for the gold, owed on to the customer. */
export const postSaleProceeds = (tx: Db, order: Order, day: IsoDate, now: Date) =>
  postEntry(
    tx,
    {
      idempotencyKey: `gold-sale:${order.id}`,
      lenderId: goldBookId,
      kind: 'gold-sell',
      businessDate: day,
      narration: `Gold sale proceeds, order ${order.id}`,
      lines: [
        debit('gold-vendor-payable', paise(order.amountPaise)),
        credit('gold-sale-proceeds', paise(order.amountPaise)),
      ],
    },
    now,
  );

/** Reserves a delivery's gold on the customer's locker until the vendor confirms it. */
export const holdDelivery = (tx: Db, order: Order, now: Date) =>
  placeHold(
    tx,
    {
      idempotencyKey: `gold-redeem:${order.id}`,
      lenderId: goldBookId,
      kind: 'gold-redeem',
      narration: `Gold taken for delivery, order ${order.id}`,
      expiresAt: null,
      lines: [
        debit('customer-gold', goldUnits(order.goldUnits), holding(order)),
        credit('gold-in-delivery', goldUnits(order.goldUnits)),
      ],
    },
    now,
  );

/** A delivery's making charges confirmed by the vendor: owed to it. */
export const postMakingCharges = (tx: Db, order: Order, day: IsoDate, now: Date) =>
  postEntry(
    tx,
    {
      idempotencyKey: `gold-making:${order.id}`,
      lenderId: goldBookId,
      kind: 'gold-redeem',
      businessDate: day,
      narration: `Making charges, order ${order.id}`,
      lines: [
        debit('gold-orders-pending', paise(order.amountPaise)),
        credit('gold-vendor-payable', paise(order.amountPaise)),
      ],
    },
    now,
  );

/** The courier delivered: the gold has left the vendor's vault. */
export const postDelivered = (tx: Db, order: Order, day: IsoDate, now: Date) =>
  postEntry(
    tx,
    {
      idempotencyKey: `gold-delivered:${order.id}`,
      lenderId: goldBookId,
      kind: 'gold-redeem',
      businessDate: day,
      narration: `Gold delivered, order ${order.id}`,
      lines: [
        debit('gold-in-delivery', goldUnits(order.goldUnits)),
        credit('gold-in-vault', goldUnits(order.goldUnits)),
      ],
    },
    now,
  );

/** A sale's proceeds paid out by the payout bank. */
export const postGoldPayout = (
  tx: Db,
  payout: { id: string; amountPaise: number },
  day: IsoDate,
  now: Date,
) =>
  postEntry(
    tx,
    {
      idempotencyKey: `gold-payout:${payout.id}`,
      lenderId: goldBookId,
      kind: 'gold-sell',
      businessDate: day,
      narration: `Gold sale proceeds paid, ${payout.id}`,
      lines: [
        debit('gold-sale-proceeds', paise(payout.amountPaise)),
        credit('disbursal-clearing', paise(payout.amountPaise)),
      ],
    },
    now,
  );

/** A payment refunded by the gateway: out of what it owes us (deducted from its settlement). */
export const postGoldRefund = (
  tx: Db,
  payout: { id: string; amountPaise: number },
  day: IsoDate,
  now: Date,
) =>
  postEntry(
    tx,
    {
      idempotencyKey: `gold-refund:${payout.id}`,
      lenderId: goldBookId,
      kind: 'refund',
      businessDate: day,
      narration: `Gold order payment refunded, ${payout.id}`,
      lines: [
        debit('refunds-payable', paise(payout.amountPaise)),
        credit('gateway-suspense', paise(payout.amountPaise)),
      ],
    },
    now,
  );
