import { randomBytes } from 'node:crypto';

import { priceTrade, type GoldQuoteSide } from '@kredo/domain/gold';
import { goldUnits, paise } from '@kredo/domain/money';

import type { Database } from '../../db/database.ts';
import { createClock } from '../../lib/clock.ts';
import { createPiiCipher } from '../../lib/crypto/pii.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import type { DeliveryAddress, GoldCallbackSend, GoldVendor, RegisterGoldCustomer } from './index.ts';
import { createSandboxGoldVendor } from './sandbox.ts';
import type { CallbackBody } from './sandbox-signature.ts';

/** The sandbox vendor on a fresh database, its clock standing still (at a rate slot's start) unless a test moves it. */
export async function createGoldVendorHarness() {
  const database: Database = await createTestDatabase();
  const clock = createClock(0, () => Date.parse('2025-06-02T10:00:00+05:30'));
  const cipher = createPiiCipher(randomBytes(32));
  const deps = { db: database.db, clock, cipher };
  /** A second instance on the same database: a restarted server. */
  const newVendor = () => createSandboxGoldVendor(deps);
  return { database, ...deps, deps, vendor: newVendor(), newVendor, close: () => database.close() };
}

let sequence = 0;

/** A fresh customer's registration (a fresh mobile), named `name` (the sandbox's magic names: docs/providers.md). */
export function registration(overrides: Partial<RegisterGoldCustomer> = {}): RegisterGoldCustomer {
  sequence += 1;
  return {
    name: 'Asha Kumari Verma',
    mobile: `98${String(sequence).padStart(8, '0')}`,
    pinCode: '560001',
    email: 'asha@example.in',
    ...overrides,
  };
}

export const address = (overrides: Partial<DeliveryAddress> = {}): DeliveryAddress => ({
  name: 'Asha Kumari Verma',
  phone: '9876543210',
  address: '12, 4th Cross, Indiranagar',
  landmark: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560038',
  ...overrides,
});

/** A verified buy or sell of `gold` units at the current rate, priced as the domain prices it. */
export async function verified(vendor: GoldVendor, side: GoldQuoteSide, vendorUserId: string, gold: number) {
  const rate = side === 'buy' ? await vendor.buyRate() : await vendor.sellRate();
  const { amount } = priceTrade(side, { gold: goldUnits(gold) }, paise(rate.pricePerGram));
  const trade = { rateId: rate.rateId, gold, amount };
  return side === 'buy' ? vendor.verifyBuy(vendorUserId, trade) : vendor.verifySell(vendorUserId, trade);
}

/** A customer holding `gold` units, bought and confirmed. */
export async function customerHolding(
  vendor: GoldVendor,
  gold: number,
  overrides: Partial<RegisterGoldCustomer> = {},
) {
  const customer = await vendor.registerCustomer(registration(overrides));
  if (gold > 0) {
    const { txId } = await verified(vendor, 'buy', customer.vendorUserId, gold);
    await vendor.confirmBuy(customer.vendorUserId, txId);
  }
  return customer;
}

export type Callback = { raw: string; body: CallbackBody; headers: Record<string, string> };

/** A callback receiver that keeps what it got; `answer` gives the HTTP status of each (200 by default). */
export function callbackReceiver(answer: (callback: Callback) => number | Promise<number> = () => 200) {
  const received: Callback[] = [];
  const send: GoldCallbackSend = async (raw, headers) => {
    const callback = { raw, body: JSON.parse(raw) as CallbackBody, headers };
    received.push(callback);
    return answer(callback);
  };
  const of = (txId: string) => received.filter((callback) => callback.body.tx_id === txId);
  return { received, send, of };
}
