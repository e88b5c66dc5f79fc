import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { goldVendorErrors, unconfiguredGoldVendor } from './index.ts';
import { createGoldVendorHarness, customerHolding, registration, verified } from './gold-vendor-test-kit.ts';
import { sandboxGoldCustomers } from './sandbox.schema.ts';

let h: Awaited<ReturnType<typeof createGoldVendorHarness>>;

beforeAll(async () => {
  h = await createGoldVendorHarness();
});
afterAll(() => h.close());

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

describe('customers', () => {
  it('are registered once a mobile, with ids like the vendor’s; a second call answers the first', async () => {
    const request = registration();
    const first = await h.vendor.registerCustomer(request);
    expect(first).toEqual({
      vendorUserId: expect.stringMatching(/^sg_\d{10}$/) as unknown,
      ...request,
      goldBalance: 0,
      blocked: false,
      panVerified: false,
    });
    const again = await h.vendor.registerCustomer({ ...request, name: 'Someone Else', pinCode: '110001' });
    expect(again).toEqual(first);
    expect(await h.newVendor().fetchCustomer(first.vendorUserId)).toEqual(first);
  });

  it('answer NOT_FOUND for a customer the vendor does not know', async () => {
    await expect(h.vendor.fetchCustomer('sg_0000000000')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuse a malformed registration (missingInfo)', async () => {
    await expect(h.vendor.registerCustomer(registration({ mobile: '12345' }))).rejects.toMatchObject({
      vendorCode: goldVendorErrors.missingInfo,
    });
  });

  it('keep a verified PAN masked only', async () => {
    const customer = await h.vendor.registerCustomer(registration());
    await h.vendor.updateKyc(customer.vendorUserId, 'abcde1234k');
    expect(await h.vendor.fetchCustomer(customer.vendorUserId)).toMatchObject({ panVerified: true });
    const [row] = await h.db
      .select()
      .from(sandboxGoldCustomers)
      .where(eq(sandboxGoldCustomers.id, customer.vendorUserId));
    expect(row!.panMasked).toBe('ABCxxxxx4K');
    expect(JSON.stringify(row)).not.toContain('ABCDE1234K');
    await expect(h.vendor.updateKyc(customer.vendorUserId, 'ABCDE12345')).rejects.toMatchObject({
      vendorCode: goldVendorErrors.missingInfo,
    });
  });
});

describe('a buy', () => {
  it('is verified at the rate, confirmed once with an invoice, and credits the balance', async () => {
    const customer = await h.vendor.registerCustomer(registration());
    const id = customer.vendorUserId;
    const trade = await verified(h.vendor, 'buy', id, 3_287);
    expect(trade).toMatchObject({ txId: expect.stringMatching(/^sgtx_\d{16}$/) as unknown, gold: 3_287 });
    expect(trade.tax).toBeGreaterThan(0);
    expect(trade.confirmBy).toEqual(new Date(h.clock.nowMs() + 10 * MINUTE));
    expect(await h.vendor.orderStatus(trade.txId)).toMatchObject({ status: 'pending', invoiceNumber: null });
    h.clock.advance(9 * MINUTE);
    const invoice = await h.vendor.confirmBuy(id, trade.txId);
    expect(invoice).toMatch(/^SGINV\d{12}$/);
    expect(await h.vendor.confirmBuy(id, trade.txId)).toBe(invoice);
    expect(await h.vendor.orderStatus(trade.txId)).toEqual({
      txId: trade.txId,
      kind: 'buy',
      status: 'success',
      invoiceNumber: invoice,
      balanceAfter: 3_287,
    });
    expect((await h.vendor.fetchCustomer(id)).goldBalance).toBe(3_287);
  });

  it('confirmed after its 10 minutes fails: null, the balance untouched, and null again', async () => {
    const customer = await h.vendor.registerCustomer(registration());
    const trade = await verified(h.vendor, 'buy', customer.vendorUserId, 1_000);
    h.clock.advance(10 * MINUTE + 1);
    expect(await h.vendor.orderStatus(trade.txId)).toMatchObject({ status: 'failed' });
    expect(await h.vendor.confirmBuy(customer.vendorUserId, trade.txId)).toBeNull();
    expect(await h.vendor.confirmBuy(customer.vendorUserId, trade.txId)).toBeNull();
    expect(await h.vendor.orderStatus(trade.txId)).toMatchObject({ status: 'failed', balanceAfter: null });
    expect((await h.vendor.fetchCustomer(customer.vendorUserId)).goldBalance).toBe(0);
  });

  it.each([
    ['no gold', 0],
    ['a fraction of a unit', 10.5],
    ['less than nothing', -10_000],
  ])('of %s is refused (missingInfo)', async (_case, gold) => {
    const customer = await h.vendor.registerCustomer(registration());
    const rate = await h.vendor.buyRate();
    await expect(
      h.vendor.verifyBuy(customer.vendorUserId, { rateId: rate.rateId, gold, amount: 100_00 }),
    ).rejects.toMatchObject({ vendorCode: goldVendorErrors.missingInfo });
  });

  it('past 50 g needs a verified PAN (kycRequired)', async () => {
    const customer = await customerHolding(h.vendor, 400_000);
    await expect(verified(h.vendor, 'buy', customer.vendorUserId, 100_001)).rejects.toMatchObject({
      vendorCode: goldVendorErrors.kycRequired,
    });
    await expect(verified(h.vendor, 'buy', customer.vendorUserId, 100_000)).resolves.toBeDefined();
    await h.vendor.updateKyc(customer.vendorUserId, 'ABCDE1234K');
    await expect(verified(h.vendor, 'buy', customer.vendorUserId, 100_001)).resolves.toBeDefined();
  });

  it('of an unknown customer or a blocked one is refused', async () => {
    await expect(verified(h.vendor, 'buy', 'sg_0000000000', 1_000)).rejects.toMatchObject({
      vendorCode: goldVendorErrors.userMissing,
    });
    const blocked = await h.vendor.registerCustomer(registration({ name: 'Blocked Customer' }));
    expect(blocked.blocked).toBe(true);
    await expect(verified(h.vendor, 'buy', blocked.vendorUserId, 1_000)).rejects.toMatchObject({
      vendorCode: goldVendorErrors.userBlocked,
    });
  });
});

describe('a sell', () => {
  it('debits the balance at its confirm and is in progress 30 s before it succeeds', async () => {
    const customer = await customerHolding(h.vendor, 10_000);
    const id = customer.vendorUserId;
    const trade = await verified(h.vendor, 'sell', id, 4_000);
    expect(trade.tax).toBe(0);
    const invoice = await h.vendor.confirmSell(id, trade.txId);
    expect(invoice).toMatch(/^SGINV/);
    expect((await h.vendor.fetchCustomer(id)).goldBalance).toBe(6_000);
    expect(await h.vendor.orderStatus(trade.txId)).toMatchObject({
      status: 'in-progress',
      balanceAfter: null,
    });
    h.clock.advance(30 * SECOND);
    expect(await h.vendor.orderStatus(trade.txId)).toEqual({
      txId: trade.txId,
      kind: 'sell',
      status: 'success',
      invoiceNumber: invoice,
      balanceAfter: 6_000,
    });
    expect(await h.vendor.confirmSell(id, trade.txId)).toBe(invoice);
  });

  it('beyond the balance less what verified sells hold is refused (insufficientBalance)', async () => {
    const customer = await customerHolding(h.vendor, 10_000);
    const id = customer.vendorUserId;
    await expect(verified(h.vendor, 'sell', id, 10_001)).rejects.toMatchObject({
      vendorCode: goldVendorErrors.insufficientBalance,
    });
    const held = await verified(h.vendor, 'sell', id, 6_000);
    await expect(verified(h.vendor, 'sell', id, 4_001)).rejects.toMatchObject({
      vendorCode: goldVendorErrors.insufficientBalance,
    });
    await h.vendor.confirmSell(id, held.txId);
    await expect(verified(h.vendor, 'sell', id, 4_001)).rejects.toMatchObject({
      vendorCode: goldVendorErrors.insufficientBalance,
    });
    const rest = await verified(h.vendor, 'sell', id, 4_000);
    h.clock.advance(10 * MINUTE + 1);
    expect(await h.vendor.orderStatus(rest.txId)).toMatchObject({ status: 'failed' });
    await expect(verified(h.vendor, 'sell', id, 4_000)).resolves.toBeDefined();
  });

  it('twenty at once never take the balance below zero', async () => {
    const customer = await customerHolding(h.vendor, 10_000);
    const id = customer.vendorUserId;
    const sells = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        verified(h.vendor, 'sell', id, 700).then((trade) => h.vendor.confirmSell(id, trade.txId)),
      ),
    );
    const sold = sells.filter((sell) => sell.status === 'fulfilled');
    expect(sold).toHaveLength(14);
    for (const refused of sells.filter((sell) => sell.status === 'rejected'))
      expect(refused.reason).toMatchObject({ vendorCode: goldVendorErrors.insufficientBalance });
    expect((await h.vendor.fetchCustomer(id)).goldBalance).toBe(200);
  });

  it('and buys at once keep the balance whole', async () => {
    const customer = await customerHolding(h.vendor, 5_000);
    const id = customer.vendorUserId;
    const verifiedSells = await Promise.all(
      Array.from({ length: 5 }, () => verified(h.vendor, 'sell', id, 1_000)),
    );
    const verifiedBuys = await Promise.all(
      Array.from({ length: 5 }, () => verified(h.vendor, 'buy', id, 300)),
    );
    await Promise.all([
      ...verifiedSells.map((trade) => h.vendor.confirmSell(id, trade.txId)),
      ...verifiedBuys.map((trade) => h.vendor.confirmBuy(id, trade.txId)),
    ]);
    expect((await h.vendor.fetchCustomer(id)).goldBalance).toBe(1_500);
  });
});

describe('the vendor’s book', () => {
  it('lists every customer’s balance, and a test adjustment changes it without a trade', async () => {
    const customer = await customerHolding(h.vendor, 2_500);
    const holding = () =>
      h.vendor.fetchHoldings().then((all) => all.find((one) => one.vendorUserId === customer.vendorUserId));
    expect(await holding()).toEqual({ vendorUserId: customer.vendorUserId, goldBalance: 2_500 });
    expect(await h.vendor.adjustHolding(customer.vendorUserId, -1, 'a reconciliation break')).toEqual({
      vendorUserId: customer.vendorUserId,
      goldBalance: 2_499,
    });
    expect(await holding()).toEqual({ vendorUserId: customer.vendorUserId, goldBalance: 2_499 });
    await expect(h.vendor.adjustHolding(customer.vendorUserId, -2_500, 'too much')).rejects.toMatchObject({
      vendorCode: goldVendorErrors.insufficientBalance,
    });
    await expect(h.vendor.adjustHolding('sg_0000000000', 1, 'nobody')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('answers NOT_FOUND for a transaction it does not know', async () => {
    await expect(h.vendor.orderStatus('sgtx_0000000000000000')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is an outage in production until a vendor is configured', async () => {
    await expect(unconfiguredGoldVendor.buyRate()).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });
});
