import type { GoldOrderStatus, GoldTransaction, GoldTxnType } from '@kredo/contract/gold';
import { messages } from '@kredo/contract/messages';
import { indianDate } from '@kredo/domain/calendar-date';
import { goldConfirmMinutes } from '@kredo/domain/gold';
import { and, desc, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { ownGoldUser, type GoldDeps } from './gold-users.ts';
import { goldOrders, goldPayouts } from './gold.schema.ts';

export type GoldOrderRow = typeof goldOrders.$inferSelect;
type PayoutRow = typeof goldPayouts.$inferSelect;

type NewOrder = typeof goldOrders.$inferInsert & {
  id: string;
  goldUserId: string;
  goldUnits: number;
  amountPaise: number;
};

/**
 * Writes a sell's or a delivery's order with the hold on its gold, in one transaction: another
 * sell or delivery that took the gold first (the locker may not go below zero) refuses it as
 * 'Insufficient gold balance', and no order is left behind.
 */
export async function insertHeldOrder(
  db: Db,
  order: NewOrder,
  hold: (tx: Db, order: NewOrder, now: Date) => Promise<unknown>,
  now: Date,
) {
  try {
    await db.transaction(async (tx) => {
      await tx.insert(goldOrders).values(order);
      await hold(tx, order, now);
    });
  } catch (error) {
    if (String((error as { cause?: unknown }).cause ?? error).includes('ledger_accounts_no_negative'))
      throw new AppError('GOLD_REFUSED', 'the locker holds too little', {
        userMessage: messages.goldInsufficientBalance,
      });
    throw error;
  }
}

/**
 * When an order verified at the vendor must be paid (or a sell confirmed) by: `goldConfirmMinutes`
 * from now, and two minutes before the vendor's own confirm window closes.
 */
export const payByOf = (confirmBy: Date, now: Date) =>
  new Date(Math.min(confirmBy.getTime() - 2 * 60_000, now.getTime() + goldConfirmMinutes * 60_000));

const noSuchOrder = () =>
  new AppError('NOT_FOUND', 'no such gold order', { userMessage: messages.goldSomeError });

/** A gold user's own order, locked for the caller's transaction: 404 for anyone else's. */
export async function lockOwnOrder(tx: Db, goldUserId: string, orderId: string): Promise<GoldOrderRow> {
  const [row] = await tx
    .select()
    .from(goldOrders)
    .where(and(eq(goldOrders.id, orderId), eq(goldOrders.goldUserId, goldUserId)))
    .for('update');
  if (!row) throw noSuchOrder();
  return row;
}

export async function lockOrder(tx: Db, orderId: string): Promise<GoldOrderRow | undefined> {
  const [row] = await tx.select().from(goldOrders).where(eq(goldOrders.id, orderId)).for('update');
  return row;
}

/** What the borrower is told of an order's state: pending until it has ended. */
export function publicStatus(row: GoldOrderRow): GoldOrderStatus {
  if (row.status === 'SUCCESS') return 'SUCCESS';
  if (row.status === 'FAILED' || row.status === 'EXPIRED') return 'FAILED';
  return 'PENDING';
}

const failureText: Record<string, string> = {
  LATE_PAYMENT: 'The payment came after the price expired',
  VENDOR_FAILED: 'The gold partner could not complete the order',
  NOT_PAID: 'The order was not paid in time',
  NOT_CONFIRMED: 'The order could not be confirmed in time',
};

export function transactionOf(row: GoldOrderRow, payouts: readonly PayoutRow[]): GoldTransaction {
  const refund = payouts.find((payout) => payout.purpose === 'REFUND');
  return {
    transaction_id: row.id,
    type: row.kind as GoldTxnType,
    status: publicStatus(row),
    txn_date: indianDate(row.createdAt),
    created_at: row.createdAt.getTime(),
    price: row.amountPaise,
    amount: row.amountPaise,
    gst_amount: row.taxPaise,
    quantity: row.goldUnits,
    gold_amount: row.goldUnits,
    rate: row.ratePaise ?? 0,
    failure_reason: row.failureReason ? (failureText[row.failureReason] ?? row.failureReason) : null,
    refund: refund
      ? {
          status:
            refund.status === 'REQUESTED' ? 'PENDING' : refund.status === 'PAID' ? 'PROCESSED' : 'FAILED',
          amount: refund.amountPaise,
        }
      : null,
    invoice_available: row.status === 'SUCCESS',
    paid: row.paidAt !== null,
    product:
      row.kind === 'DELIVER' && row.productCode
        ? { sku_number: row.productCode, description: row.productDescription ?? '' }
        : null,
  };
}

async function payoutsOf(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(goldPayouts)
    .where(inArray(goldPayouts.orderId, [...orderIds]));
}

/** The borrower's own order as a transaction. */
export async function orderOf(deps: GoldDeps, userId: string, orderId: string): Promise<GoldTransaction> {
  const goldUser = await ownGoldUser(deps.db, userId);
  const [row] = await deps.db
    .select()
    .from(goldOrders)
    .where(and(eq(goldOrders.id, orderId), eq(goldOrders.goldUserId, goldUser.id)));
  if (!row) throw noSuchOrder();
  return transactionOf(row, await payoutsOf(deps.db, [row.id]));
}

export const transactionsPageSize = 20;

/** The borrower's orders, newest first, a page at a time (orders never paid for are left out). */
export async function transactionsOf(deps: GoldDeps, userId: string, vendorUserId: string, page: number) {
  const goldUser = await ownGoldUser(deps.db, userId, vendorUserId);
  const rows = await deps.db
    .select()
    .from(goldOrders)
    .where(
      and(
        eq(goldOrders.goldUserId, goldUser.id),
        inArray(goldOrders.status, ['PAID', 'CONFIRMING', 'SUCCESS', 'FAILED']),
      ),
    )
    .orderBy(desc(goldOrders.createdAt), desc(goldOrders.id))
    .limit(transactionsPageSize + 1)
    .offset((page - 1) * transactionsPageSize);
  const shown = rows.slice(0, transactionsPageSize);
  const payouts = await payoutsOf(
    deps.db,
    shown.map((row) => row.id),
  );
  return {
    transactions: shown.map((row) =>
      transactionOf(
        row,
        payouts.filter((payout) => payout.orderId === row.id),
      ),
    ),
    page,
    has_more: rows.length > transactionsPageSize,
  };
}
