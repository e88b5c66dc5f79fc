import type { GoldBreak, GoldOrderRow, GoldPayoutRow } from '@kredo/contract/gold-back-office';
import type { GoldTxnType } from '@kredo/contract/gold';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { StaffMember } from '@kredo/contract/staff';
import { settleWithVendor, type ConfirmDeps } from './gold-confirmations.ts';
import { refreshGoldPayment } from './gold-payments.ts';
import { reconcileGold, resolveGoldBreak } from './gold-reconciliation.ts';
import { goldOrders, goldPayouts, goldReconciliationBreaks, goldUsers } from './gold.schema.ts';
import type { OrderDeps } from './gold-order-status.ts';

const listLimit = 200;
const iso = (at: Date | null) => at?.toISOString() ?? null;

/** Orders for operations, newest first: by state, or those still awaiting the vendor. */
export async function goldOrderList(db: Db, query: { status?: string; kind?: string; orderId?: string }) {
  const where: SQL[] = [];
  if (query.orderId) where.push(eq(goldOrders.id, query.orderId));
  if (query.status === 'AWAITING_VENDOR') where.push(inArray(goldOrders.status, ['PAID', 'CONFIRMING']));
  else if (query.status) where.push(eq(goldOrders.status, query.status));
  if (query.kind) where.push(eq(goldOrders.kind, query.kind));
  const rows = await db
    .select({ order: goldOrders, name: goldUsers.name, vendorUserId: goldUsers.vendorUserId })
    .from(goldOrders)
    .innerJoin(goldUsers, eq(goldUsers.id, goldOrders.goldUserId))
    .where(and(...where))
    .orderBy(desc(goldOrders.createdAt))
    .limit(listLimit + 1);
  const orders: GoldOrderRow[] = rows.slice(0, listLimit).map(({ order, name, vendorUserId }) => ({
    orderId: order.id,
    kind: order.kind as GoldTxnType,
    status: order.status as GoldOrderRow['status'],
    customerName: name,
    vendorUserId,
    vendorTxId: order.vendorTxId,
    gold: order.goldUnits,
    amount: order.amountPaise,
    tax: order.taxPaise,
    createdAt: order.createdAt.toISOString(),
    payBy: order.payBy.toISOString(),
    paidAt: iso(order.paidAt),
    settledAt: iso(order.settledAt),
    vendorCheckedAt: iso(order.vendorCheckedAt),
    failureReason: order.failureReason,
    deliveryStage: order.deliveryStage,
    invoiceNumber: order.invoiceNumber,
  }));
  return { orders, truncated: rows.length > listLimit };
}

export async function goldPayoutList(db: Db): Promise<{ payouts: GoldPayoutRow[] }> {
  const rows = await db
    .select({ payout: goldPayouts, name: goldUsers.name })
    .from(goldPayouts)
    .innerJoin(goldOrders, eq(goldOrders.id, goldPayouts.orderId))
    .innerJoin(goldUsers, eq(goldUsers.id, goldOrders.goldUserId))
    .orderBy(desc(goldPayouts.createdAt))
    .limit(listLimit);
  return {
    payouts: rows.map(({ payout, name }) => ({
      payoutId: payout.id,
      orderId: payout.orderId,
      purpose: payout.purpose as GoldPayoutRow['purpose'],
      amount: payout.amountPaise,
      status: payout.status as GoldPayoutRow['status'],
      customerName: name,
      providerId: payout.providerId,
      utr: payout.utr,
      failureText: payout.failureText,
      createdAt: payout.createdAt.toISOString(),
      paidAt: iso(payout.paidAt),
    })),
  };
}

export async function goldBreakList(db: Db): Promise<{ breaks: GoldBreak[] }> {
  const rows = await db
    .select({ found: goldReconciliationBreaks, name: goldUsers.name, vendorUserId: goldUsers.vendorUserId })
    .from(goldReconciliationBreaks)
    .innerJoin(goldUsers, eq(goldUsers.id, goldReconciliationBreaks.goldUserId))
    .orderBy(desc(goldReconciliationBreaks.foundAt))
    .limit(listLimit);
  return {
    breaks: rows.map(({ found, name, vendorUserId }) => ({
      breakId: found.id,
      customerName: name,
      vendorUserId,
      vendorBalance: found.vendorBalance,
      ourBalance: found.ourBalance,
      difference: found.ourBalance - found.vendorBalance,
      foundOn: found.foundOn,
      foundAt: found.foundAt.toISOString(),
      resolvedAt: iso(found.resolvedAt),
      resolvedBy: found.resolvedBy,
      resolution: found.resolution,
    })),
  };
}

/** Asks the gateway and the vendor about one order now, audited; answers the order's row. */
export async function refreshGoldOrder(deps: OrderDeps & ConfirmDeps, orderId: string, staff: StaffMember) {
  const [order] = await deps.db.select().from(goldOrders).where(eq(goldOrders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', 'no such gold order');
  const payment = order.status === 'VERIFIED' ? await refreshGoldPayment(deps, orderId) : 'not-asked';
  const vendor = await settleWithVendor(deps, orderId);
  await recordAudit(deps.db, {
    at: deps.clock.now(),
    staffId: staff.id,
    action: 'REFRESH_GOLD_ORDER',
    details: { orderId, payment, vendor },
  });
  const [row] = (await goldOrderList(deps.db, { orderId })).orders;
  if (!row) throw new AppError('NOT_FOUND', 'no such gold order');
  return row;
}

export async function resolveBreak(
  deps: Pick<OrderDeps, 'db' | 'clock'>,
  breakId: string,
  staff: StaffMember,
  note: string,
) {
  const now = deps.clock.now();
  const resolved = await resolveGoldBreak(deps.db, breakId, staff.email, note, now);
  if (!resolved)
    throw new AppError('CONFLICT', 'no open break of this id', {
      userMessage: 'This break is already resolved.',
    });
  await recordAudit(deps.db, {
    at: now,
    staffId: staff.id,
    action: 'RESOLVE_GOLD_BREAK',
    details: { breakId, note },
  });
  const { breaks } = await goldBreakList(deps.db);
  const view = breaks.find((each) => each.breakId === breakId);
  if (!view) throw new AppError('NOT_FOUND', 'no such break');
  return view;
}

export async function runReconciliation(deps: ConfirmDeps, staff: StaffMember) {
  const run = await reconcileGold(deps);
  await recordAudit(deps.db, {
    at: run.ranAt,
    staffId: staff.id,
    action: 'RUN_GOLD_RECONCILIATION',
    details: run,
  });
  return { ...run, ranAt: run.ranAt.toISOString() };
}
