import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { goldVendorErrors } from './index.ts';
import { createGoldVendorHarness, customerHolding, verified } from './gold-vendor-test-kit.ts';
import { buyPriceOfSlot, slotAt } from './sandbox-rates.ts';

let h: Awaited<ReturnType<typeof createGoldVendorHarness>>;

beforeAll(async () => {
  h = await createGoldVendorHarness();
});
afterAll(() => h.close());

const MINUTE = 60_000;

describe('the sandbox rates', () => {
  it('are the slot’s: the same on a restarted server, a buy near Rs 12,800 with 3% GST, a sell 3% under', async () => {
    const slotStart = h.clock.now();
    const buy = await h.vendor.buyRate();
    const sell = await h.vendor.sellRate();
    expect(await h.newVendor().buyRate()).toEqual(buy);
    expect(buy).toEqual({
      rateId: `buy-${slotAt(slotStart)}`,
      pricePerGram: expect.any(Number) as unknown,
      taxBasisPoints: 300,
      validUntil: new Date(slotStart.getTime() + 7 * MINUTE),
    });
    expect(Number.isSafeInteger(buy.pricePerGram)).toBe(true);
    expect(Math.abs(buy.pricePerGram - 12_800_00)).toBeLessThan(400_00);
    expect(sell).toMatchObject({ rateId: `sell-${slotAt(slotStart)}`, taxBasisPoints: 0 });
    expect(sell.pricePerGram).toBe(Math.floor((buy.pricePerGram * 97) / 100));
    h.clock.advance(4 * MINUTE + 59_000);
    expect(await h.vendor.buyRate()).toEqual(buy);
    h.clock.advance(1_000);
    const next = await h.vendor.buyRate();
    expect(next.rateId).toBe(`buy-${slotAt(slotStart) + 1}`);
    expect(next.validUntil).toEqual(new Date(slotStart.getTime() + 12 * MINUTE));
  });

  it('move a little from slot to slot and stay near the centre over days', () => {
    const first = slotAt(new Date('2025-06-01T00:00:00Z'));
    const prices = Array.from({ length: 288 * 7 }, (_, index) => buyPriceOfSlot(first + index));
    const steps = prices.slice(1).map((price, index) => Math.abs(price - prices[index]!));
    expect(Math.max(...steps)).toBeLessThan(50_00);
    expect(new Set(prices).size).toBeGreaterThan(1_000);
    for (const price of prices) expect(Math.abs(price - 12_800_00)).toBeLessThanOrEqual(303_00);
  });
});

describe('a verify naming a rate', () => {
  it('is refused (rateExpired) past 7 minutes from its slot’s start, accepted until then', async () => {
    const customer = await customerHolding(h.vendor, 10_000);
    const rate = await h.vendor.sellRate();
    h.clock.advance(rate.validUntil.getTime() - h.clock.nowMs());
    const trade = { rateId: rate.rateId, gold: 1_000, amount: Math.ceil(rate.pricePerGram / 10) };
    await expect(h.vendor.verifySell(customer.vendorUserId, trade)).resolves.toMatchObject({ gold: 1_000 });
    h.clock.advance(1);
    await expect(h.vendor.verifySell(customer.vendorUserId, trade)).rejects.toMatchObject({
      vendorCode: goldVendorErrors.rateExpired,
      code: 'CONFLICT',
    });
  });

  it.each([
    ['of the other side', (slot: number) => `sell-${slot}`],
    ['malformed', () => 'rate-42'],
    ['of a slot not yet begun', (slot: number) => `buy-${slot + 1}`],
    ['missing', () => undefined as unknown as string],
  ])('%s is refused (rateExpired)', async (_case, rateIdOf) => {
    const customer = await customerHolding(h.vendor, 0);
    const rate = await h.vendor.buyRate();
    const rateId = rateIdOf(slotAt(h.clock.now()));
    await expect(
      h.vendor.verifyBuy(customer.vendorUserId, { rateId, gold: 1_000, amount: rate.pricePerGram }),
    ).rejects.toMatchObject({ vendorCode: goldVendorErrors.rateExpired });
  });

  it('at a price not the rate’s of the gold is refused (priceMismatch), by a paisa too', async () => {
    const customer = await customerHolding(h.vendor, 0);
    const good = await verified(h.vendor, 'buy', customer.vendorUserId, 3_287);
    const rate = await h.vendor.buyRate();
    for (const amount of [good.amount - 1, good.amount + 1])
      await expect(
        h.vendor.verifyBuy(customer.vendorUserId, { rateId: rate.rateId, gold: 3_287, amount }),
      ).rejects.toMatchObject({ vendorCode: goldVendorErrors.priceMismatch });
  });
});
