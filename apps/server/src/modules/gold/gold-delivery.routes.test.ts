import { goldPaths, type DeliveryProduct, type RedeemDetails } from '@kredo/contract/gold';
import { messages } from '@kredo/contract/messages';
import { goldBookId } from '@kredo/domain/gold';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { trialBalanceOf } from '../ledger/ledger.service.ts';
import { sweepGold } from './gold-sweep.ts';
import { goldTestKit, type GoldCustomer } from './gold-test-kit.ts';

const dayMs = 86_400_000;

describe('delivering gold', () => {
  const ctx = {} as { t: TestApp };
  const kit = goldTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());

  const report = (error: unknown) => {
    throw error;
  };
  const book = async (code: string) =>
    (await trialBalanceOf(ctx.t.deps.db, { lenderId: goldBookId })).find((row) => row.account === code)
      ?.balance ?? 0;

  const products = async (c: GoldCustomer) =>
    (await kit.inject({ url: `${goldPaths.products}?vendor=safegold`, headers: c.headers })).json<{
      products: DeliveryProduct[];
    }>().products;

  const redeem = (c: GoldCustomer, productCode: string, pincode = '560001') =>
    kit.inject({
      method: 'POST',
      url: `${goldPaths.redeemGold}?vendor=safegold`,
      headers: c.headers,
      payload: {
        user_id: c.userId,
        vendor_id: c.vendorId,
        product_code: productCode,
        name: ' Meera Nair ',
        phone_no: c.person.mobile,
        address: '12, 4th Cross, Indiranagar',
        landmark: '',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode,
      },
    });

  it('lists products with stock, and checks a pin code', async () => {
    const c = await kit.customer();
    const list = await products(c);
    expect(list.length).toBeGreaterThan(3);
    expect(list.some((product) => !product.in_stock)).toBe(true);
    const check = (pin: string) =>
      kit.inject({
        method: 'POST',
        url: `${goldPaths.validatePincode}?vendor=safegold`,
        headers: c.headers,
        payload: { pin_code: pin },
      });
    expect((await check('560001')).json()).toMatchObject({ is_valid: true, pincode: '560001' });
    expect((await check('990001')).json()).toMatchObject({ is_valid: false });
    expect((await check('56000')).statusCode).toBe(400);
  });

  it('refuses a product out of stock, one heavier than the locker and an undeliverable pin code', async () => {
    const c = await kit.customer();
    const list = await products(c);
    const outOfStock = list.find((product) => !product.in_stock);
    const coin = list.find((product) => product.in_stock);
    expect((await redeem(c, outOfStock?.id ?? '')).json()).toMatchObject({
      message: messages.goldOutOfStock,
    });
    expect((await redeem(c, coin?.id ?? '')).json()).toMatchObject({
      message: messages.goldInsufficientBalance,
    });
  });

  it('delivers a coin: gold held, making charges paid, confirmed, carried over days, delivered in the books', async () => {
    const first = await kit.customer();
    await kit.panVerified(first);
    const coin = (await products(first)).find(
      (product) => product.in_stock && product.metal_weight === 5_000,
    );
    if (!coin) throw new Error('a 0.5 g coin in stock');
    await kit.bought(first, 8_000_00);
    const before = (await kit.balance(first)).gold_balance;
    expect(before).toBeGreaterThan(coin.metal_weight);
    const redeemed = await redeem(first, coin.id);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const details = redeemed.json<RedeemDetails>();
    expect(details).toMatchObject({
      price: coin.making_charges,
      estimated_delivery_days: expect.any(Number) as number,
    });
    expect((await kit.balance(first)).gold_balance).toBe(before - coin.metal_weight);

    const link = await kit.paymentLink(
      first,
      { txn_id: details.txn_id, buy_price: details.price },
      'DELIVER',
    );
    expect(link.statusCode, link.body).toBe(200);
    await kit.payAtGateway(link.json<{ payment_url: string }>().payment_url);
    await kit.deliverPaymentWebhooks();
    expect(await kit.orderStatus(first, details.txn_id)).toMatchObject({
      status: 'SUCCESS',
      type: 'DELIVER',
      paid: true,
    });
    expect(await book('gold-in-delivery')).toBeLessThan(0);

    const status = await kit.inject({
      url: `${goldPaths.deliveryStatus}?vendor=safegold&txn_id=${details.txn_id}`,
      headers: first.headers,
    });
    expect(status.json()).toMatchObject({ delivery_status: 'ORDER_PLACED' });
    ctx.t.deps.clock.advance(6 * dayMs);
    await sweepGold(ctx.t.deps, report);
    const c = await kit.refreshed(first);
    const delivered = await kit.inject({
      url: `${goldPaths.deliveryStatus}?vendor=safegold&txn_id=${details.txn_id}`,
      headers: c.headers,
    });
    expect(delivered.json()).toMatchObject({
      delivery_status: 'DELIVERED',
      courier_tracking_id: expect.any(String) as string,
    });
    expect(await book('gold-in-delivery')).toBe(0);
    expect((await kit.balance(c)).gold_balance).toBe(before - coin.metal_weight);
  });

  it('releases the gold of a delivery never paid for', async () => {
    const c = await kit.customer();
    await kit.panVerified(c);
    await kit.bought(c, 8_000_00);
    const coin = (await products(c)).find((product) => product.in_stock && product.metal_weight === 5_000);
    const before = (await kit.balance(c)).gold_balance;
    const details = (await redeem(c, coin?.id ?? '')).json<RedeemDetails>();
    expect((await kit.balance(c)).gold_balance).toBe(before - 5_000);
    ctx.t.deps.clock.advance(9 * 60_000);
    await sweepGold(ctx.t.deps, report);
    expect(await kit.orderStatus(c, details.txn_id)).toMatchObject({ status: 'FAILED', paid: false });
    expect((await kit.balance(c)).gold_balance).toBe(before);
  });
});
