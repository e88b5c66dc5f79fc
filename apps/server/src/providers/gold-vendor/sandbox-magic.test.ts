import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createGoldVendorHarness, customerHolding, registration, verified } from './gold-vendor-test-kit.ts';

let h: Awaited<ReturnType<typeof createGoldVendorHarness>>;

beforeAll(async () => {
  h = await createGoldVendorHarness();
});
afterAll(() => h.close());

const MINUTE = 60_000;

const balanceOf = async (vendorUserId: string) => (await h.vendor.fetchCustomer(vendorUserId)).goldBalance;

describe('a customer named "Confirm Fails"', () => {
  it('has every confirm answered null and the trade failed, the balance untouched', async () => {
    const customer = await h.vendor.registerCustomer(registration({ name: 'CONFIRM FAILS Rao' }));
    const id = customer.vendorUserId;
    const trade = await verified(h.vendor, 'buy', id, 1_000);
    expect(await h.vendor.confirmBuy(id, trade.txId)).toBeNull();
    expect(await h.vendor.confirmBuy(id, trade.txId)).toBeNull();
    expect(await h.vendor.orderStatus(trade.txId)).toMatchObject({ status: 'failed', invoiceNumber: null });
    expect(await balanceOf(id)).toBe(0);
  });
});

describe('a customer named "Confirm Late"', () => {
  it('has the confirm answered null, the trade succeeding 2 minutes later', async () => {
    const customer = await h.vendor.registerCustomer(registration({ name: 'confirm late' }));
    const id = customer.vendorUserId;
    const trade = await verified(h.vendor, 'buy', id, 1_000);
    expect(await h.vendor.confirmBuy(id, trade.txId)).toBeNull();
    expect(await h.vendor.orderStatus(trade.txId)).toMatchObject({ status: 'in-progress' });
    h.clock.advance(2 * MINUTE - 1);
    expect(await h.vendor.orderStatus(trade.txId)).toMatchObject({ status: 'in-progress' });
    h.clock.advance(1);
    const state = await h.vendor.orderStatus(trade.txId);
    expect(state).toMatchObject({ status: 'success', balanceAfter: 1_000 });
    expect(state.invoiceNumber).toMatch(/^SGINV/);
    expect(await h.vendor.confirmBuy(id, trade.txId)).toBeNull();
    expect(await balanceOf(id)).toBe(1_000);
  });
});

describe('a customer named "Lost Answer"', () => {
  it('has the first confirm applied but answered by an outage; a repeat answers the invoice', async () => {
    const customer = await customerHolding(h.vendor, 0, { name: 'Lost Answer' });
    const id = customer.vendorUserId;
    const trade = await verified(h.vendor, 'buy', id, 2_000);
    await expect(h.vendor.confirmBuy(id, trade.txId)).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    const state = await h.vendor.orderStatus(trade.txId);
    expect(state).toMatchObject({ status: 'success', balanceAfter: 2_000 });
    expect(await h.vendor.confirmBuy(id, trade.txId)).toBe(state.invoiceNumber);
    expect(await balanceOf(id)).toBe(2_000);
  });
});

describe('pin codes', () => {
  it.each([
    ['560038', { deliverable: true, city: 'Bengaluru', state: 'Karnataka' }],
    ['110001', { deliverable: true, city: 'New Delhi', state: 'Delhi' }],
    ['273001', { deliverable: true, city: 'Kanpur', state: 'Uttar Pradesh' }],
    ['012345', { deliverable: false, city: null, state: null }],
    ['99110', { deliverable: false, city: null, state: null }],
    ['991101', { deliverable: false, city: 'Army Post Office', state: 'Army Postal Service' }],
  ])('%s is answered %o', async (pinCode, answer) => {
    expect(await h.vendor.checkPincode(pinCode)).toEqual(answer);
  });
});
