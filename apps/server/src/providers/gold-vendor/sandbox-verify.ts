import { goldGstBasisPoints, isPriceOf, priceTrade, taxWithin, type GoldQuoteSide } from '@kredo/domain/gold';
import { goldUnits, paise } from '@kredo/domain/money';

import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  goldVendorErrors,
  GoldVendorError,
  type DeliveryAddress,
  type VerifiedRedeem,
  type VerifiedTrade,
} from './index.ts';
import { findProduct } from './sandbox-catalogue.ts';
import { pincodeAnswer } from './sandbox-magic.ts';
import { rateNamed } from './sandbox-rates.ts';
import { newTradeId, sandboxGoldTimings } from './sandbox-trades.ts';
import { heldGold, insertTrade, lockCustomer } from './sandbox.repository.ts';
import type { NewSandboxGoldTrade, SandboxGoldCustomerRow } from './sandbox.schema.ts';

type Deps = { db: Db; clock: Clock };

/** A balance above this after a buy needs a verified PAN at the vendor (its KYC tier): 50 g. */
export const sandboxPanFreeHolding = 50 * 10_000;
export const sandboxEstimatedDeliveryDays = 7;

const refuse = (code: keyof typeof goldVendorErrors, message: string) =>
  new GoldVendorError(goldVendorErrors[code], message);

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The customer, locked until the transaction ends; refuses an unknown or blocked one. */
async function lockTrader(db: Db, vendorUserId: string): Promise<SandboxGoldCustomerRow> {
  const customer = await lockCustomer(db, vendorUserId);
  if (!customer) throw refuse('userMissing', 'customer not registered');
  if (customer.blocked) throw refuse('userBlocked', 'customer blocked');
  return customer;
}

/** The gold the customer may still sell or redeem: the balance less what verified trades hold. */
const freeGold = async (db: Db, customer: SandboxGoldCustomerRow, now: Date) =>
  customer.goldBalance - (await heldGold(db, customer.id, now));

/**
 * Verifies a buy or sell at a rate: the trade is priced as the domain prices it, held for the
 * customer (a sell's gold is held from what may be sold until the window ends or it is confirmed)
 * and answered with its transaction id.
 */
export async function verifyTrade(
  deps: Deps,
  side: GoldQuoteSide,
  vendorUserId: string,
  trade: { rateId: string; gold: number; amount: number },
): Promise<VerifiedTrade> {
  if (!isCount(trade.gold)) throw refuse('missingInfo', 'gold missing or malformed');
  if (!isCount(trade.amount)) throw refuse('missingInfo', 'amount missing or malformed');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const customer = await lockTrader(tx, vendorUserId);
    const rate = rateNamed(side, trade.rateId, now);
    const gold = goldUnits(trade.gold);
    const pricePerGram = paise(rate.pricePerGram);
    if (!isPriceOf(side, { gold, amount: paise(trade.amount) }, pricePerGram))
      throw refuse('priceMismatch', 'amount is not the price of the gold at the rate');
    const priced = priceTrade(side, { gold }, pricePerGram);
    if (side === 'sell' && gold > (await freeGold(tx, customer, now)))
      throw refuse('insufficientBalance', 'not enough gold to sell');
    if (side === 'buy' && customer.goldBalance + gold > sandboxPanFreeHolding && !customer.panVerifiedAt)
      throw refuse('kycRequired', 'a verified PAN is needed above 50 g');
    const row: NewSandboxGoldTrade = {
      id: newTradeId(),
      customerId: customer.id,
      kind: side,
      rateId: rate.rateId,
      gold,
      amount: priced.amount,
      tax: priced.tax,
      verifiedAt: now,
      confirmBy: new Date(now.getTime() + sandboxGoldTimings.confirmWithinMs),
    };
    const inserted = await insertTrade(tx, row);
    return {
      txId: inserted.id,
      rateId: rate.rateId,
      gold,
      amount: priced.amount,
      tax: priced.tax,
      confirmBy: inserted.confirmBy,
    };
  });
}

const text = (value: unknown, max = 200) =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max;

function checkAddress(address: DeliveryAddress | undefined): asserts address is DeliveryAddress {
  if (typeof address !== 'object' || address === null) throw refuse('missingInfo', 'address missing');
  const fields = ['name', 'address', 'city', 'state'] as const;
  for (const field of fields)
    if (!text(address[field])) throw refuse('missingInfo', `address ${field} missing`);
  if (typeof address.phone !== 'string' || !/^\d{10}$/.test(address.phone))
    throw refuse('missingInfo', 'address phone missing or malformed');
  if (typeof address.pinCode !== 'string' || !/^\d{6}$/.test(address.pinCode))
    throw refuse('missingInfo', 'address pin code missing or malformed');
}

/** Verifies a redeem of a product to an address: the product's gold is held as a sell's is. */
export async function verifyRedeem(
  deps: Deps,
  vendorUserId: string,
  request: { productCode: string; address: DeliveryAddress },
): Promise<VerifiedRedeem> {
  checkAddress(request.address);
  const product = findProduct(request.productCode);
  if (!product) throw refuse('invalidTransaction', 'unknown product');
  if (!product.inStock) throw refuse('outOfStock', 'product out of stock');
  if (!pincodeAnswer(request.address.pinCode).deliverable)
    throw refuse('notDeliverable', 'pin code not served');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const customer = await lockTrader(tx, vendorUserId);
    if (product.metalWeight > (await freeGold(tx, customer, now)))
      throw refuse('insufficientBalance', 'not enough gold for the product');
    const inserted = await insertTrade(tx, {
      id: newTradeId(),
      customerId: customer.id,
      kind: 'redeem',
      gold: product.metalWeight,
      amount: product.makingCharges,
      tax: taxWithin(paise(product.makingCharges), goldGstBasisPoints),
      productCode: product.productCode,
      deliveryAddress: JSON.stringify(request.address),
      deliveryPinCode: request.address.pinCode,
      verifiedAt: now,
      confirmBy: new Date(now.getTime() + sandboxGoldTimings.confirmWithinMs),
    });
    return {
      txId: inserted.id,
      productCode: product.productCode,
      gold: product.metalWeight,
      makingCharges: product.makingCharges,
      estimatedDeliveryDays: sandboxEstimatedDeliveryDays,
      confirmBy: inserted.confirmBy,
    };
  });
}
