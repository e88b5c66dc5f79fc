import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { goldVendorErrors, type DeliveryStage } from './index.ts';
import { address, createGoldVendorHarness, customerHolding, verified } from './gold-vendor-test-kit.ts';

let h: Awaited<ReturnType<typeof createGoldVendorHarness>>;

beforeAll(async () => {
  h = await createGoldVendorHarness();
});
afterAll(() => h.close());

const DAY = 24 * 60 * 60_000;

describe('the catalogue', () => {
  it('offers coins and a bar of 24K 995 gold, pictured by the sandbox, the bar out of stock', async () => {
    const products = await h.vendor.products();
    expect(products.map((product) => [product.productCode, product.metalWeight, product.inStock])).toEqual([
      ['SGC05', 5_000, true],
      ['SGC1', 10_000, true],
      ['SGC2', 20_000, true],
      ['SGC5', 50_000, true],
      ['SGB10', 100_000, false],
    ]);
    expect(products[0]).toMatchObject({
      purity: '24K 995',
      makingCharges: 350_00,
      imageUrls: ['/api/dev/gold-vendor/images/SG24C0005.svg'],
    });
  });
});

describe('a redeem', () => {
  it('debits the product’s gold at its confirm and is carried by a courier over days', async () => {
    const customer = await customerHolding(h.vendor, 12_000);
    const id = customer.vendorUserId;
    const redeem = await h.vendor.verifyRedeem(id, { productCode: 'SGC1', address: address() });
    expect(redeem).toMatchObject({
      productCode: 'SGC1',
      gold: 10_000,
      makingCharges: 450_00,
      estimatedDeliveryDays: 7,
    });
    await expect(h.vendor.deliveryStatus(redeem.txId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const invoice = await h.vendor.confirmRedeem(id, redeem.txId);
    expect(invoice).toMatch(/^SGINV/);
    expect(await h.vendor.orderStatus(redeem.txId)).toMatchObject({ status: 'success', balanceAfter: 2_000 });
    const confirmedAt = h.clock.nowMs();
    const first = await h.vendor.deliveryStatus(redeem.txId);
    expect(first).toEqual({
      txId: redeem.txId,
      stage: 'ORDER_PLACED',
      courierCompany: null,
      courierTrackingId: null,
      trackingLink: null,
      updatedAt: new Date(confirmedAt),
    });
    const stages: DeliveryStage[] = [];
    for (const day of [1, 2, 3, 4, 5, 9]) {
      h.clock.advance(confirmedAt + day * DAY - h.clock.nowMs());
      const status = await h.vendor.deliveryStatus(redeem.txId);
      stages.push(status.stage);
      expect(status.courierCompany).toMatch(/^(BlueDart|Delhivery)$/);
      expect(status.trackingLink).toContain(status.courierTrackingId!);
    }
    expect(stages).toEqual([
      'DISPATCHED',
      'IN_TRANSIT',
      'IN_TRANSIT',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
      'DELIVERED',
    ]);
    expect((await h.vendor.deliveryStatus(redeem.txId)).updatedAt).toEqual(new Date(confirmedAt + 5 * DAY));
  });

  it('to a pin code ending 13 is returned on the sixth day, and nothing comes back to the balance', async () => {
    const customer = await customerHolding(h.vendor, 5_000);
    const id = customer.vendorUserId;
    const redeem = await h.vendor.verifyRedeem(id, {
      productCode: 'SGC05',
      address: address({ pinCode: '560013' }),
    });
    await h.vendor.confirmRedeem(id, redeem.txId);
    h.clock.advance(5 * DAY);
    expect((await h.vendor.deliveryStatus(redeem.txId)).stage).toBe('OUT_FOR_DELIVERY');
    h.clock.advance(DAY);
    expect((await h.vendor.deliveryStatus(redeem.txId)).stage).toBe('RETURNED');
    expect((await h.vendor.fetchCustomer(id)).goldBalance).toBe(0);
  });

  it.each([
    ['an unknown product', { productCode: 'SGC3' }, goldVendorErrors.invalidTransaction],
    ['a product out of stock', { productCode: 'SGB10' }, goldVendorErrors.outOfStock],
    [
      'a pin code that does not exist',
      { address: address({ pinCode: '012345' }) },
      goldVendorErrors.notDeliverable,
    ],
    ['a pin code not served', { address: address({ pinCode: '990001' }) }, goldVendorErrors.notDeliverable],
    ['an address without a phone', { address: address({ phone: '' }) }, goldVendorErrors.missingInfo],
  ])('of %s is refused', async (_case, override, vendorCode) => {
    const customer = await customerHolding(h.vendor, 200_000);
    const request = { productCode: 'SGC1', address: address(), ...override };
    await expect(h.vendor.verifyRedeem(customer.vendorUserId, request)).rejects.toMatchObject({ vendorCode });
  });

  it('beyond the balance less what verified sells hold is refused (insufficientBalance)', async () => {
    const customer = await customerHolding(h.vendor, 12_000);
    const id = customer.vendorUserId;
    await verified(h.vendor, 'sell', id, 2_001);
    await expect(
      h.vendor.verifyRedeem(id, { productCode: 'SGC1', address: address() }),
    ).rejects.toMatchObject({
      vendorCode: goldVendorErrors.insufficientBalance,
    });
  });
});
