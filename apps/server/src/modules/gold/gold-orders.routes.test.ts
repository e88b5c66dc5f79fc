import { goldPaths, type GoldTransaction, type VerifiedBuy } from '@kredo/contract/gold';
import { messages } from '@kredo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { paymentGatewayWebhookPath } from '../../providers/payment-gateway/index.ts';
import type { SandboxPaymentGatewayService } from '../../providers/payment-gateway/sandbox.ts';
import { transactionsPageSize } from './gold-orders.ts';
import { goldTestKit, type GoldCustomer } from './gold-test-kit.ts';

describe('gold orders, quotes and webhooks', () => {
  const ctx = {} as { t: TestApp };
  const kit = goldTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());

  const transactions = (c: GoldCustomer, vendorId = c.vendorId, page = 1) =>
    kit.inject({
      url: `${goldPaths.transactions}?vendor=safegold&vendor_id=${vendorId}&page=${page}`,
      headers: c.headers,
    });

  it('lists paid orders newest first a page at a time, and one by its id', async () => {
    const c = await kit.customer();
    const first = await kit.bought(c, 120_00);
    const second = await kit.bought(c, 130_00);
    // Verified and never paid: not an order the list shows.
    await kit.verify(c, 140_00);
    const list = await transactions(c);
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json<{ transactions: GoldTransaction[]; page: number; has_more: boolean }>();
    expect(body.transactions.map((row) => row.transaction_id)).toEqual([
      second.order.txn_id,
      first.order.txn_id,
    ]);
    expect(body).toMatchObject({ page: 1, has_more: false });
    expect(transactionsPageSize).toBeGreaterThan(2);
    const one = await kit.inject({
      url: `${goldPaths.transactionStatus}?vendor=safegold&txn_id=${first.order.txn_id}`,
      headers: c.headers,
    });
    expect(one.json()).toMatchObject({
      transaction_id: first.order.txn_id,
      type: 'BUY',
      status: 'SUCCESS',
      invoice_available: true,
    });
    expect((await transactions(c, c.vendorId, 2)).json()).toMatchObject({ transactions: [], page: 2 });
  });

  it("refuses another borrower's locker, orders and deliveries", async () => {
    const owner = await kit.customer();
    const other = await kit.customer();
    const { order } = await kit.bought(owner, 150_00);
    expect((await transactions(other, owner.vendorId)).statusCode).toBe(404);
    const balance = await kit.inject({
      url: `${goldPaths.balance}?vendor=safegold&vendor_id=${owner.vendorId}`,
      headers: other.headers,
    });
    expect(balance.statusCode).toBe(404);
    const status = await kit.inject({
      url: `${goldPaths.transactionStatus}?vendor=safegold&txn_id=${order.txn_id}`,
      headers: other.headers,
    });
    expect(status.statusCode).toBe(404);
    const delivery = await kit.inject({
      url: `${goldPaths.deliveryStatus}?vendor=safegold&txn_id=${order.txn_id}`,
      headers: other.headers,
    });
    expect(delivery.statusCode).toBe(404);
    const redeem = await kit.inject({
      method: 'POST',
      url: `${goldPaths.redeemGold}?vendor=safegold`,
      headers: other.headers,
      payload: {
        user_id: owner.userId,
        vendor_id: owner.vendorId,
        product_code: 'SGC05',
        name: 'X Y',
        phone_no: '9876543210',
        address: 'a',
        city: 'b',
        state: 'c',
        pincode: '560001',
      },
    });
    expect(redeem.statusCode).toBe(403);
    expect((await kit.inject({ url: goldPaths.buyPrice })).statusCode).toBe(401);
  });

  it('refuses a quote once the vendor has let its rate go, and a PAN of the wrong shape', async () => {
    const c = await kit.customer();
    const quote = await kit.buyPrice(c);
    ctx.t.deps.clock.advance(8 * 60_000);
    const fresh = await kit.refreshed(c);
    const late = await kit.verify(fresh, 200_00, quote);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'GOLD_QUOTE_EXPIRED', message: messages.goldPriceMayChange });
    const badPan = await kit.inject({
      method: 'POST',
      url: goldPaths.panVerification,
      headers: fresh.headers,
      payload: { pan: 'ABCDE1234F', dob: 0, user_id: fresh.userId },
    });
    expect(badPan.statusCode).toBe(400);
  });

  it('verifies a sell account by the spec’s second form too, reading the same penny drop', async () => {
    const c = await kit.customer();
    const ask = () =>
      kit.inject({
        method: 'POST',
        url: goldPaths.bankAccountVerify,
        headers: c.headers,
        payload: { bankAccountNo: '123456789012', ifsc: 'HDFC0001234' },
      });
    const first = await ask();
    expect(first.statusCode, first.body).toBe(200);
    ctx.t.deps.clock.advance(5_000);
    expect((await ask()).json()).toMatchObject({
      status: 'SUCCESS',
      bankAccount: { accountNumber: 'XXXXXX9012' },
    });
    const malformed = await kit.inject({
      method: 'POST',
      url: goldPaths.bankAccountVerify,
      headers: c.headers,
      payload: { bankAccountNo: '12', ifsc: 'HDFC1234' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('applies a payment webhook delivered again, or after the status page found the payment, once', async () => {
    const c = await kit.customer();
    const order = (await kit.verify(c, 175_00)).json<VerifiedBuy>();
    const link = (await kit.paymentLink(c, order)).json<{ payment_url: string }>().payment_url;
    await kit.payAtGateway(link);
    // The status page asks the gateway first: the capture is applied before any webhook.
    expect((await kit.orderStatus(c, order.txn_id)).status).toBe('SUCCESS');
    const kept: { raw: string; headers: Record<string, string> }[] = [];
    await (ctx.t.deps.sandboxPaymentGateway as SandboxPaymentGatewayService).deliverDueWebhooks(
      async (raw, headers) => {
        kept.push({ raw, headers });
        const reply = await kit.inject({
          method: 'POST',
          url: paymentGatewayWebhookPath,
          payload: raw,
          headers: { ...headers, 'content-type': 'application/json' },
        });
        return reply.statusCode;
      },
    );
    expect(kept.length).toBeGreaterThan(0);
    for (const delivery of kept) {
      const again = await kit.inject({
        method: 'POST',
        url: paymentGatewayWebhookPath,
        payload: delivery.raw,
        headers: { ...delivery.headers, 'content-type': 'application/json' },
      });
      expect(again.json()).toMatchObject({ ok: true, duplicate: true });
    }
    expect((await kit.balance(c)).gold_balance).toBe(order.gold_amount);
  });
});
