import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  callbackReceiver,
  createGoldVendorHarness,
  customerHolding,
  registration,
  verified,
} from './gold-vendor-test-kit.ts';
import { listCallbacks } from './sandbox.repository.ts';
import { signCallback } from './sandbox-signature.ts';

let h: Awaited<ReturnType<typeof createGoldVendorHarness>>;

beforeAll(async () => {
  h = await createGoldVendorHarness();
});
afterAll(() => h.close());

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/** Moves the clock `ms` on, a second at a time, delivering what falls due at each. */
async function deliverFor(ms: number, send: ReturnType<typeof callbackReceiver>['send']) {
  for (let passed = 0; passed < ms; passed += SECOND) {
    h.clock.advance(SECOND);
    await h.vendor.deliverDueCallbacks(send);
  }
}

describe('callbacks', () => {
  it('report a confirm’s outcome 1-20 s after it, signed, and again 5 minutes later', async () => {
    const customer = await customerHolding(h.vendor, 0);
    const id = customer.vendorUserId;
    const trade = await verified(h.vendor, 'buy', id, 1_500);
    await h.vendor.confirmBuy(id, trade.txId);
    const confirmedAt = h.clock.now();
    const receiver = callbackReceiver();
    await h.vendor.deliverDueCallbacks(receiver.send);
    expect(receiver.of(trade.txId)).toEqual([]);
    await deliverFor(20 * SECOND, receiver.send);
    expect(receiver.of(trade.txId)).toHaveLength(1);
    const [first] = receiver.of(trade.txId);
    expect(first!.headers['x-gold-vendor-event-id']).toBe(first!.body.event_id);
    expect(first!.headers['content-type']).toBe('application/json');
    expect(h.vendor.parseCallback(first!.raw, first!.headers)).toEqual({
      eventId: first!.body.event_id,
      vendorUserId: id,
      txId: trade.txId,
      kind: 'buy',
      status: 'success',
      goldBalance: 1_500,
      occurredAt: confirmedAt,
    });
    await deliverFor(5 * MINUTE, receiver.send);
    const [again, ...more] = receiver.of(trade.txId).slice(1);
    expect(more).toEqual([]);
    expect(again!.raw).toBe(first!.raw);
  });

  it('report a failure with the balance as it stands, and a sell when it settles', async () => {
    const customer = await customerHolding(h.vendor, 3_000, { name: 'Confirm Fails' });
    expect(customer.goldBalance).toBe(0);
    const failing = await verified(h.vendor, 'buy', customer.vendorUserId, 1_000);
    await h.vendor.confirmBuy(customer.vendorUserId, failing.txId);
    const seller = await customerHolding(h.vendor, 3_000);
    const sell = await verified(h.vendor, 'sell', seller.vendorUserId, 1_000);
    await h.vendor.confirmSell(seller.vendorUserId, sell.txId);
    const receiver = callbackReceiver();
    await deliverFor(20 * SECOND, receiver.send);
    expect(receiver.of(failing.txId).map((callback) => callback.body)).toEqual([
      expect.objectContaining({ status: 'failed', gold_balance: 0, transaction_type: 'buy' }),
    ]);
    expect(receiver.of(sell.txId)).toEqual([]);
    await deliverFor(30 * SECOND, receiver.send);
    expect(receiver.of(sell.txId).map((callback) => callback.body)).toEqual([
      expect.objectContaining({ status: 'success', gold_balance: 2_000, transaction_type: 'sell' }),
    ]);
  });

  it('answered anything but 2xx are tried again 30 s × the attempts later', async () => {
    const customer = await h.vendor.registerCustomer(registration());
    const trade = await verified(h.vendor, 'buy', customer.vendorUserId, 1_000);
    await h.vendor.confirmBuy(customer.vendorUserId, trade.txId);
    let refusals = 2;
    const receiver = callbackReceiver(() => (refusals-- > 0 ? 503 : 200));
    await deliverFor(20 * SECOND, receiver.send);
    expect(receiver.of(trade.txId)).toHaveLength(1);
    await deliverFor(30 * SECOND, receiver.send);
    expect(receiver.of(trade.txId)).toHaveLength(2);
    await deliverFor(60 * SECOND, receiver.send);
    expect(receiver.of(trade.txId)).toHaveLength(3);
    const [first] = await listCallbacks(h.db, trade.txId);
    expect(first).toMatchObject({ attempts: 3, lastStatus: 200, deliveredAt: expect.any(Date) as unknown });
    expect(new Set(receiver.of(trade.txId).map((callback) => callback.body.event_id)).size).toBe(1);
  });

  it('may come out of order across trades: each is due at its own random delay', async () => {
    const dues = [];
    for (let index = 0; index < 8; index += 1) {
      const customer = await h.vendor.registerCustomer(registration());
      const trade = await verified(h.vendor, 'buy', customer.vendorUserId, 1_000);
      await h.vendor.confirmBuy(customer.vendorUserId, trade.txId);
      const [first] = await listCallbacks(h.db, trade.txId);
      const delay = first!.deliverAt.getTime() - h.clock.nowMs();
      expect(delay).toBeGreaterThanOrEqual(SECOND);
      expect(delay).toBeLessThanOrEqual(20 * SECOND);
      dues.push(delay);
    }
    expect(new Set(dues).size).toBeGreaterThan(1);
  });
});

describe('a callback’s check', () => {
  it('refuses a forged or missing signature (FORBIDDEN) and a signed body that is no callback', async () => {
    const secret = await h.vendor.callbackSecret();
    const body = JSON.stringify({ event_id: 'evt_1', tx_id: 'sgtx_1' });
    const forged = signCallback('not the secret', body);
    expect(() => h.vendor.parseCallback(body, { 'x-gold-vendor-signature': forged })).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
    expect(() => h.vendor.parseCallback(body, {})).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(() =>
      h.vendor.parseCallback(body, { 'X-Gold-Vendor-Signature': signCallback(secret, body) }),
    ).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
  });

  it('on a restarted server asks for a retry until the secret is read, then verifies what was signed before', async () => {
    const customer = await customerHolding(h.vendor, 1_000);
    const receiver = callbackReceiver();
    await deliverFor(20 * SECOND, receiver.send);
    const [callback] = receiver.received.filter((one) => one.body.vendor_user_id === customer.vendorUserId);
    const restarted = h.newVendor();
    expect(() => restarted.parseCallback(callback!.raw, callback!.headers)).toThrow(
      expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }),
    );
    await restarted.callbackSecret();
    expect(restarted.parseCallback(callback!.raw, callback!.headers)).toMatchObject({ goldBalance: 1_000 });
  });
});
