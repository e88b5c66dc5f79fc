import { randomUUID } from 'node:crypto';

import type { DeliveryProduct, DeliveryStatus, RedeemDetails, RedeemGoldBody } from '@kredo/contract/gold';
import { messages } from '@kredo/contract/messages';
import { indianDate } from '@kredo/domain/calendar-date';
import { taxWithin } from '@kredo/domain/gold';
import { paise } from '@kredo/domain/money';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { holdDelivery, postDelivered } from './gold-ledger.ts';
import { lockerOf } from './gold-locker.ts';
import { insertHeldOrder, lockOrder, payByOf } from './gold-orders.ts';
import { vendorRefusal } from './gold-quotes.ts';
import { ownGoldUser, type GoldDeps } from './gold-users.ts';
import { goldOrders } from './gold.schema.ts';

/**
 * Delivery of a coin or bar out of the locker (spec 002 §4 Gold delivery): the product reserved
 * at the vendor for the address, its gold held on the locker in the ledger, the making charges
 * (GST included: 3% on gold articles, making charges and all) paid by a payment link, then the
 * vendor's confirm takes the gold into delivery and the courier carries it over days. The gold
 * leaves the vault in our books when the courier delivers.
 */

const refused = (message: string) => new AppError('GOLD_REFUSED', message, { userMessage: message });

export async function deliveryProducts(deps: GoldDeps): Promise<{ products: DeliveryProduct[] }> {
  const products = await deps.goldVendor.products();
  return {
    products: products.map((product) => ({
      id: product.productCode,
      sku_number: product.skuNumber,
      description: product.description,
      making_charges: product.makingCharges,
      images: product.imageUrls,
      metal_weight: product.metalWeight,
      purity: product.purity,
      packaging_type: product.packagingType,
      in_stock: product.inStock,
      refund_policy: product.refundPolicy,
    })),
  };
}

export async function validatePincode(deps: GoldDeps, pinCode: string) {
  const answer = await deps.goldVendor.checkPincode(pinCode);
  return { is_valid: answer.deliverable, pincode: pinCode, city: answer.city, state: answer.state };
}

export async function redeemGold(
  deps: GoldDeps,
  userId: string,
  body: RedeemGoldBody,
): Promise<RedeemDetails> {
  const goldUser = await ownGoldUser(deps.db, userId, body.vendor_id);
  if (goldUser.onHold) throw refused(messages.goldAccountOnHold);
  const products = await deps.goldVendor.products();
  const product = products.find((each) => each.productCode === body.product_code);
  if (!product) throw refused(messages.goldNoRedeemDetails);
  if (!product.inStock) throw refused(messages.goldOutOfStock);
  const now = deps.clock.now();
  const locker = await lockerOf(deps.db, goldUser.id, now);
  if (product.metalWeight > locker.gold_balance) throw refused(messages.goldInsufficientBalance);
  const address = {
    name: body.name,
    phone: body.phone_no,
    address: body.address,
    landmark: body.landmark?.trim() ? body.landmark.trim() : null,
    city: body.city,
    state: body.state,
    pinCode: body.pincode,
  };
  const verified = await deps.goldVendor
    .verifyRedeem(goldUser.vendorUserId, { productCode: product.productCode, address })
    .catch((error: unknown) => {
      throw vendorRefusal(error);
    });
  const payBy = payByOf(verified.confirmBy, now);
  const order = {
    id: randomUUID(),
    goldUserId: goldUser.id,
    kind: 'DELIVER',
    status: 'VERIFIED',
    vendorTxId: verified.txId,
    goldUnits: verified.gold,
    amountPaise: verified.makingCharges,
    taxPaise: taxWithin(paise(verified.makingCharges)),
    payBy,
    productCode: product.productCode,
    productDescription: product.description,
    address: JSON.stringify(address),
    estimatedDeliveryDays: verified.estimatedDeliveryDays,
    createdAt: now,
  };
  await insertHeldOrder(deps.db, order, holdDelivery, now);
  return {
    price: order.amountPaise,
    txn_id: order.id,
    estimated_delivery_days: verified.estimatedDeliveryDays,
    pay_by: payBy.toISOString(),
  };
}

/** The courier's word on a delivery, recorded on the order; delivered, its gold leaves the vault once. */
export async function trackDelivery(deps: GoldDeps, orderId: string): Promise<DeliveryStatus | null> {
  const [row] = await deps.db.select().from(goldOrders).where(eq(goldOrders.id, orderId));
  if (row?.kind !== 'DELIVER' || row.status !== 'SUCCESS') return null;
  const status = await deps.goldVendor.deliveryStatus(row.vendorTxId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return;
    if (status.stage === 'DELIVERED' && order.deliveryStage !== 'DELIVERED')
      await postDelivered(tx, order, indianDate(status.updatedAt), now);
    await tx
      .update(goldOrders)
      .set({ deliveryStage: status.stage, vendorCheckedAt: now })
      .where(eq(goldOrders.id, order.id));
  });
  return {
    delivery_status: status.stage,
    courier_tracking_id: status.courierTrackingId,
    courier_company: status.courierCompany,
    tracking_link: status.trackingLink,
  };
}

export async function deliveryStatusOf(
  deps: GoldDeps,
  userId: string,
  orderId: string,
): Promise<DeliveryStatus> {
  const goldUser = await ownGoldUser(deps.db, userId);
  const [row] = await deps.db
    .select({ id: goldOrders.id })
    .from(goldOrders)
    .where(
      and(eq(goldOrders.id, orderId), eq(goldOrders.goldUserId, goldUser.id), eq(goldOrders.kind, 'DELIVER')),
    );
  if (!row) throw new AppError('NOT_FOUND', 'no such delivery', { userMessage: messages.goldSomeError });
  const status = await trackDelivery(deps, orderId);
  if (!status)
    throw new AppError('CONFLICT', 'the delivery is not confirmed yet', {
      userMessage: messages.goldNoRedeemDetails,
    });
  return status;
}

/** Confirmed deliveries the courier has not finished, not asked about in the last hour. */
export async function deliveriesToTrack(db: Db, now: Date, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: goldOrders.id })
    .from(goldOrders)
    .where(
      and(
        eq(goldOrders.kind, 'DELIVER'),
        eq(goldOrders.status, 'SUCCESS'),
        // As the delivering index says it, so the sweep reads the index.
        sql`${goldOrders.deliveryStage} is distinct from 'DELIVERED' and ${goldOrders.deliveryStage} is distinct from 'RETURNED'`,
        or(
          isNull(goldOrders.vendorCheckedAt),
          lt(goldOrders.vendorCheckedAt, new Date(now.getTime() - 3_600_000)),
        ),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}
