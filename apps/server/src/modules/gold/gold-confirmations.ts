import { randomUUID } from 'node:crypto';

import { indianDate } from '@kredo/domain/calendar-date';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TradeState } from '../../providers/gold-vendor/index.ts';
import { postHold, voidHold } from '../ledger/ledger-holds.ts';
import { postBuy, postMakingCharges, postSaleProceeds } from './gold-ledger.ts';
import { lockOrder, type GoldOrderRow } from './gold-orders.ts';
import { owePaymentBack } from './gold-payments.ts';
import { goldBankAccounts, goldOrders, goldPayouts, goldUsers } from './gold.schema.ts';

export type ConfirmDeps = Pick<AppDeps, 'db' | 'clock' | 'goldVendor'>;

/**
 * The vendor's side of an order once it may go ahead (a buy or delivery paid, a sell's account
 * chosen): confirmed at the vendor, then settled by its order status, which is the only truth (a
 * failed confirm may answer 200 with an empty body, an answer may be lost). Asking again is safe
 * at every step: the vendor confirms a transaction once, and the order changes once, in the
 * transaction of its ledger entries.
 */

const holdKey = (order: GoldOrderRow) =>
  order.kind === 'SELL' ? `gold-sell:${order.id}` : `gold-redeem:${order.id}`;

async function vendorUserOf(db: Db, goldUserId: string) {
  const [row] = await db
    .select({ vendorUserId: goldUsers.vendorUserId })
    .from(goldUsers)
    .where(eq(goldUsers.id, goldUserId));
  if (!row) throw new Error(`gold user ${goldUserId} vanished`);
  return row.vendorUserId;
}

async function confirmAtVendor(deps: ConfirmDeps, order: GoldOrderRow, vendorUserId: string) {
  const vendor = deps.goldVendor;
  const confirm =
    order.kind === 'BUY'
      ? vendor.confirmBuy
      : order.kind === 'SELL'
        ? vendor.confirmSell
        : vendor.confirmRedeem;
  try {
    await confirm.call(vendor, vendorUserId, order.vendorTxId);
  } catch (error) {
    // An outage or a lost answer: the order status says what happened.
    if (!(error instanceof AppError && error.code === 'PROVIDER_UNAVAILABLE')) throw error;
  }
}

/** The sell's proceeds, owed to the account the customer chose for it, to be paid out. */
async function oweSaleProceeds(tx: Db, order: GoldOrderRow, now: Date) {
  if (!order.payoutAccountId) throw new Error(`sell ${order.id} has no payout account`);
  const [account] = await tx
    .select()
    .from(goldBankAccounts)
    .where(eq(goldBankAccounts.id, order.payoutAccountId));
  if (!account) throw new Error(`sell ${order.id}'s payout account vanished`);
  await tx
    .insert(goldPayouts)
    .values({
      id: randomUUID(),
      orderId: order.id,
      purpose: 'SALE',
      amountPaise: order.amountPaise,
      status: 'REQUESTED',
      bankAccountId: account.id,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** Applies a final vendor status to the locked order, with its ledger entries. */
async function applyVendorState(tx: Db, order: GoldOrderRow, state: TradeState, now: Date): Promise<string> {
  const day = indianDate(now);
  if (state.status === 'success') {
    if (order.kind === 'BUY') await postBuy(tx, order, day, now);
    else {
      await postHold(tx, holdKey(order), day, now);
      if (order.kind === 'DELIVER') await postMakingCharges(tx, order, day, now);
      else {
        await postSaleProceeds(tx, order, day, now);
        await oweSaleProceeds(tx, order, now);
      }
    }
    await tx
      .update(goldOrders)
      .set({
        status: 'SUCCESS',
        invoiceNumber: state.invoiceNumber,
        settledAt: now,
        deliveryStage: order.kind === 'DELIVER' ? 'ORDER_PLACED' : null,
      })
      .where(eq(goldOrders.id, order.id));
    return 'success';
  }
  if (order.kind !== 'BUY') await voidHold(tx, holdKey(order), now);
  if (order.kind === 'SELL') {
    await tx
      .update(goldOrders)
      .set({ status: 'FAILED', failureReason: 'VENDOR_FAILED', settledAt: now })
      .where(eq(goldOrders.id, order.id));
  } else await owePaymentBack(tx, order, 'VENDOR_FAILED', now);
  return 'failed';
}

/** Takes one order as far as the vendor lets it now; answers where it got. */
export async function settleWithVendor(deps: ConfirmDeps, orderId: string): Promise<string> {
  const [order] = await deps.db.select().from(goldOrders).where(eq(goldOrders.id, orderId));
  if (!order || (order.status !== 'PAID' && order.status !== 'CONFIRMING')) return 'not-open';
  const vendorUserId = await vendorUserOf(deps.db, order.goldUserId);
  let state = await deps.goldVendor.orderStatus(order.vendorTxId);
  if (state.status === 'pending') {
    await confirmAtVendor(deps, order, vendorUserId);
    state = await deps.goldVendor.orderStatus(order.vendorTxId);
  }
  const now = deps.clock.now();
  if (state.status === 'pending' || state.status === 'in-progress') {
    await deps.db.update(goldOrders).set({ vendorCheckedAt: now }).where(eq(goldOrders.id, order.id));
    return state.status;
  }
  return deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || (locked.status !== 'PAID' && locked.status !== 'CONFIRMING')) return 'not-open';
    return applyVendorState(tx, locked, state, now);
  });
}

/** Orders the vendor has still to settle, not asked in the last `quietSeconds`. */
export async function ordersToSettle(db: Db, now: Date, quietSeconds = 10, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: goldOrders.id })
    .from(goldOrders)
    .where(
      and(
        inArray(goldOrders.status, ['PAID', 'CONFIRMING']),
        or(
          isNull(goldOrders.vendorCheckedAt),
          lt(goldOrders.vendorCheckedAt, new Date(now.getTime() - quietSeconds * 1_000)),
        ),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}
