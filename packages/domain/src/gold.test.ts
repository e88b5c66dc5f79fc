import { describe, expect, it } from 'vitest';

import {
  goldCost,
  goldFor,
  goldSaleValue,
  goldSoldFor,
  isPriceOf,
  needsPan,
  priceTrade,
  refuseTrade,
  sellableFrom,
  sellableGold,
  taxWithin,
} from './gold.ts';
import { goldUnits, gramsToGoldUnits, paise } from './money.ts';

const rate = paise(2_953_63);

describe('gold prices, as the vendor rounds them', () => {
  it('makes Rs 1,000 buy 0.3287 g and 0.2345 g cost Rs 713.41 at 2,953.63 with 3% GST', () => {
    expect(goldFor(paise(1_000_00), rate)).toBe(gramsToGoldUnits('0.3287'));
    expect(goldCost(gramsToGoldUnits('0.2345'), rate)).toBe(71_341);
  });

  it('sells Rs 1,000 as 0.3385 g and 0.2345 g for Rs 692.63', () => {
    expect(goldSoldFor(paise(1_000_00), rate)).toBe(gramsToGoldUnits('0.3385'));
    expect(goldSaleValue(gramsToGoldUnits('0.2345'), rate)).toBe(69_263);
  });

  it('rounds grams down and rupees up exactly at the boundary', () => {
    // 1 g at Rs 100.00 with 3% GST costs exactly Rs 103.00: no rounding either way.
    expect(goldCost(goldUnits(10_000), paise(100_00))).toBe(103_00);
    expect(goldFor(paise(103_00), paise(100_00))).toBe(10_000);
    // One paisa less buys one unit less; one unit more costs one paisa more.
    expect(goldFor(paise(102_99), paise(100_00))).toBe(9_999);
    expect(goldCost(goldUnits(10_001), paise(100_00))).toBe(103_02);
  });

  it('takes the GST out of an inclusive amount, half up, so the parts add to the whole', () => {
    expect(taxWithin(paise(103_00))).toBe(3_00);
    expect(taxWithin(paise(71_341))).toBe(2_078);
    expect(taxWithin(paise(1))).toBe(0);
    expect(taxWithin(paise(35))).toBe(1);
  });

  it('prices a buy asked in rupees at the gold it buys, never above the rupees asked', () => {
    const trade = priceTrade('buy', { rupees: paise(1_000_00) }, rate);
    expect(trade).toEqual({ gold: 3_287, amount: 99_999, tax: 2_913, rate });
    expect(isPriceOf('buy', trade, rate)).toBe(true);
    expect(isPriceOf('buy', { ...trade, amount: paise(1_000_00) }, rate)).toBe(false);
  });

  it('prices a sell without GST', () => {
    expect(priceTrade('sell', { gold: gramsToGoldUnits('0.2345') }, rate)).toEqual({
      gold: 2_345,
      amount: 69_263,
      tax: 0,
      rate,
    });
  });
});

describe('what a trade may be', () => {
  it('refuses a buy under Rs 100, a trade over 30 g and a sell beyond the sellable gold', () => {
    const buy = (rupees: number) => {
      const askedRupees = paise(rupees);
      return refuseTrade('buy', priceTrade('buy', { rupees: askedRupees }, rate), { askedRupees });
    };
    expect(buy(99_99)).toBe('below-minimum');
    // Rs 100 buys gold costing Rs 99.99: the rupees asked meet the minimum.
    expect(buy(100_00)).toBeNull();
    // Asked in grams: at least the gold Rs 100 buys (0.0328 g at this rate).
    expect(refuseTrade('buy', priceTrade('buy', { gold: goldUnits(327) }, rate))).toBe('below-minimum');
    expect(refuseTrade('buy', priceTrade('buy', { gold: goldUnits(328) }, rate))).toBeNull();
    expect(refuseTrade('buy', priceTrade('buy', { gold: goldUnits(300_001) }, rate))).toBe('above-maximum');
    expect(refuseTrade('buy', priceTrade('buy', { gold: goldUnits(300_000) }, rate))).toBeNull();
    expect(buy(0)).toBe('required');
    const sell = priceTrade('sell', { gold: goldUnits(5_000) }, rate);
    expect(refuseTrade('sell', sell, { sellable: goldUnits(4_999) })).toBe('insufficient-balance');
    expect(refuseTrade('sell', sell, { sellable: goldUnits(5_000) })).toBeNull();
    const sellFor = (rupees: number) => {
      const askedRupees = paise(rupees);
      return refuseTrade('sell', priceTrade('sell', { rupees: askedRupees }, rate), { askedRupees });
    };
    expect(sellFor(99)).toBe('below-minimum');
    expect(sellFor(1_00)).toBeNull();
  });

  it('asks for PAN from Rs 500 on a buy and Rs 100 on a sell, asked in rupees or grams', () => {
    const buy = (rupees: number) => priceTrade('buy', { rupees: paise(rupees) }, rate);
    const sell = (rupees: number) => priceTrade('sell', { rupees: paise(rupees) }, rate);
    expect(needsPan('buy', buy(499_00))).toBe(false);
    // Rs 500 buys gold costing a little less: still the threshold's gold.
    expect(buy(500_00).amount).toBeLessThan(500_00);
    expect(needsPan('buy', buy(500_00))).toBe(true);
    expect(needsPan('sell', sell(99_00))).toBe(false);
    expect(needsPan('sell', sell(100_00))).toBe(true);
    expect(needsPan('buy', priceTrade('buy', { gold: gramsToGoldUnits('0.2') }, rate))).toBe(true);
  });
});

describe('the two days before bought gold may be sold', () => {
  // 23:59 India time on 10 Mar is 18:29 UTC; a minute later it is 11 Mar in India.
  const lateOnTenth = new Date('2026-03-10T18:29:00Z');
  const earlyOnEleventh = new Date('2026-03-10T18:31:00Z');

  it('counts India days, not 48 hours', () => {
    expect(sellableFrom(lateOnTenth)).toBe('2026-03-12');
    expect(sellableFrom(earlyOnEleventh)).toBe('2026-03-13');
  });

  it('locks a purchase until the second India midnight after it, to the minute', () => {
    const purchases = [{ gold: goldUnits(3_000), creditedAt: lateOnTenth }];
    const balance = goldUnits(10_000);
    // 11 Mar 23:59 India: still locked. 12 Mar 00:00 India: sellable, 24 h 1 min after the buy.
    expect(sellableGold(balance, purchases, new Date('2026-03-11T18:29:59Z'))).toBe(7_000);
    expect(sellableGold(balance, purchases, new Date('2026-03-11T18:30:00Z'))).toBe(10_000);
  });

  it('never answers below zero when locked gold was delivered meanwhile', () => {
    const purchases = [{ gold: goldUnits(3_000), creditedAt: lateOnTenth }];
    expect(sellableGold(goldUnits(2_000), purchases, lateOnTenth)).toBe(0);
  });
});
