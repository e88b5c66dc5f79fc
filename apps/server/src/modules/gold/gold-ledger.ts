import type { IsoDate } from '@kredo/domain/calendar-date';
import { goldBookId } from '@kredo/domain/gold';
import { credit, debit, type JournalLine } from '@kredo/domain/ledger';
import { availableBalance } from '@kredo/domain/ledger-balances';
import { goldUnits, paise } from '@kredo/domain/money';
import { and, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { ledgerAccounts } from '../ledger/ledger.schema.ts';
import { placeHold } from '../ledger/ledger-holds.ts';
import { postEntry, type EntryKind } from '../ledger/ledger.service.ts';

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

type Entry = { key: string; kind: EntryKind; narration: string; lines: JournalLine[] };

/** One of gold's entries, in the gold book, on the day given. */
const post = (tx: Db, day: IsoDate, now: Date, entry: Entry) =>
  postEntry(
    tx,
    {
      idempotencyKey: entry.key,
      lenderId: goldBookId,
      kind: entry.kind,
      businessDate: day,
      narration: entry.narration,
      lines: entry.lines,
    },
    now,
  );

/** A hold on a customer's locker, resolved by the gold sweep on the vendor's answer (no expiry). */
const hold = (tx: Db, now: Date, entry: Entry) =>
  placeHold(
    tx,
    {
      idempotencyKey: entry.key,
      lenderId: goldBookId,
      kind: entry.kind,
      narration: entry.narration,
      // A clock must not void a sell the vendor made.
      expiresAt: null,
      lines: entry.lines,
    },
    now,
  );

const rupees = (order: Pick<Order, 'amountPaise'>) => paise(order.amountPaise);
const grams = (order: Pick<Order, 'goldUnits'>) => goldUnits(order.goldUnits);

/** A buy's or a delivery's payment captured: money in the gateway's suspense, owed to the order. */
export const postOrderPayment = (tx: Db, order: Order, day: IsoDate, now: Date) =>
  post(tx, day, now, {
    key: `gold-payment:${order.id}`,
    kind: 'gold-payment',
    narration: `Gold order ${order.id} paid`,
    lines: [debit('gateway-suspense', rupees(order)), credit('gold-orders-pending', rupees(order))],
  });

/** A buy confirmed by the vendor: the money owed to it, the gold into the customer's locker. */
export const postBuy = (tx: Db, order: Order, day: IsoDate, now: Date) =>
  post(tx, day, now, {
    key: `gold-buy:${order.id}`,
    kind: 'gold-buy',
    narration: `Gold bought, order ${order.id}`,
    lines: [
      debit('gold-orders-pending', rupees(order)),
      credit('gold-vendor-payable', rupees(order)),
      debit('gold-in-vault', grams(order)),
      credit('customer-gold', grams(order), holding(order)),
    ],
  });

/** A paid order the vendor failed, or paid too late: the money owed back to the customer. */
export const postRefundDue = (tx: Db, order: Order, day: IsoDate, now: Date) =>
  post(tx, day, now, {
    key: `gold-refund-due:${order.id}`,
    kind: 'refund',
    narration: `Gold order ${order.id} refunded`,
    lines: [debit('gold-orders-pending', rupees(order)), credit('refunds-payable', rupees(order))],
  });

/** Reserves a sell's gold on the customer's locker until the vendor answers. */
export const holdSell = (tx: Db, order: Order, now: Date) =>
  hold(tx, now, {
    key: `gold-sell:${order.id}`,
    kind: 'gold-sell',
    narration: `Gold sold, order ${order.id}`,
    lines: [debit('customer-gold', grams(order), holding(order)), credit('gold-in-vault', grams(order))],
  });

/** A sell the vendor made: what it owes us for the gold, owed on to the customer. */
export const postSaleProceeds = (tx: Db, order: Order, day: IsoDate, now: Date) =>
  post(tx, day, now, {
    key: `gold-sale:${order.id}`,
    kind: 'gold-sell',
    narration: `Gold sale proceeds, order ${order.id}`,
    lines: [debit('gold-vendor-payable', rupees(order)), credit('gold-sale-proceeds', rupees(order))],
  });

/** Reserves a delivery's gold on the customer's locker until the vendor confirms it. */
export const holdDelivery = (tx: Db, order: Order, now: Date) =>
  hold(tx, now, {
    key: `gold-redeem:${order.id}`,
    kind: 'gold-redeem',
    narration: `Gold taken for delivery, order ${order.id}`,
    lines: [debit('customer-gold', grams(order), holding(order)), credit('gold-in-delivery', grams(order))],
  });

/** A delivery's making charges confirmed by the vendor: owed to it. */
export const postMakingCharges = (tx: Db, order: Order, day: IsoDate, now: Date) =>
  post(tx, day, now, {
    key: `gold-making:${order.id}`,
    kind: 'gold-redeem',
    narration: `Making charges, order ${order.id}`,
    lines: [debit('gold-orders-pending', rupees(order)), credit('gold-vendor-payable', rupees(order))],
  });

/** The courier delivered: the gold has left the vendor's vault. */
export const postDelivered = (tx: Db, order: Order, day: IsoDate, now: Date) =>
  post(tx, day, now, {
    key: `gold-delivered:${order.id}`,
    kind: 'gold-redeem',
    narration: `Gold delivered, order ${order.id}`,
    lines: [debit('gold-in-delivery', grams(order)), credit('gold-in-vault', grams(order))],
  });

type Payout = { id: string; amountPaise: number };

/** A sale's proceeds paid out by the payout bank. */
export const postGoldPayout = (tx: Db, payout: Payout, day: IsoDate, now: Date) =>
  post(tx, day, now, {
    key: `gold-payout:${payout.id}`,
    kind: 'gold-sell',
    narration: `Gold sale proceeds paid, ${payout.id}`,
    lines: [debit('gold-sale-proceeds', rupees(payout)), credit('disbursal-clearing', rupees(payout))],
  });

/** A payment refunded by the gateway: out of what it owes us (deducted from its settlement). */
export const postGoldRefund = (tx: Db, payout: Payout, day: IsoDate, now: Date) =>
  post(tx, day, now, {
    key: `gold-refund:${payout.id}`,
    kind: 'refund',
    narration: `Gold order payment refunded, ${payout.id}`,
    lines: [debit('refunds-payable', rupees(payout)), credit('gateway-suspense', rupees(payout))],
  });
