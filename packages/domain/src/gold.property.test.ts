import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { goldCost, goldFor, goldSaleValue, goldSoldFor, isPriceOf, priceTrade, taxWithin } from './gold.ts';
import { goldUnits, paise } from './money.ts';

/** Rates from Rs 1,000 to Rs 20,000 a gram; amounts up to Rs 10 lakh; up to 100 g. */
const anyRate = fc.integer({ min: 1_000_00, max: 20_000_00 }).map(paise);
const anyRupees = fc.integer({ min: 1, max: 10_00_000_00 }).map(paise);
const anyGold = fc.integer({ min: 1, max: 100_0000 }).map(goldUnits);
/** A sell rate at most the buy rate, as the vendor's spread makes it. */
const buyAndSellRates = fc
  .tuple(anyRate, fc.integer({ min: 0, max: 1_000 }))
  .map(([buy, spreadBasisPoints]) => ({
    buy,
    sell: paise(buy - Math.ceil((buy * spreadBasisPoints) / 10_000)),
  }));

describe('gold rounding never creates value', () => {
  it('the gold rupees buy costs no more than those rupees, and one unit more costs more', () => {
    fc.assert(
      fc.property(anyRupees, anyRate, (rupees, rate) => {
        const gold = goldFor(rupees, rate);
        expect(goldCost(gold, rate)).toBeLessThanOrEqual(rupees);
        expect(goldCost(goldUnits(gold + 1), rate)).toBeGreaterThan(rupees);
      }),
    );
  });

  it('the gold a sell takes is worth no more than its rupees, and one unit more is worth more', () => {
    fc.assert(
      fc.property(anyRupees, anyRate, (rupees, rate) => {
        const gold = goldSoldFor(rupees, rate);
        expect(goldSaleValue(gold, rate)).toBeLessThanOrEqual(rupees);
        expect(goldSaleValue(goldUnits(gold + 1), rate)).toBeGreaterThan(rupees);
      }),
    );
  });

  it('a buy then a sell of the same gold at a sell rate no higher never pays back more than was paid', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyRupees.map((rupees) => ({ rupees })),
          anyGold.map((gold) => ({ gold })),
        ),
        buyAndSellRates,
        (asked, rates) => {
          const bought = priceTrade('buy', asked, rates.buy);
          const sold = priceTrade('sell', { gold: bought.gold }, rates.sell);
          expect(sold.amount).toBeLessThanOrEqual(bought.amount);
        },
      ),
    );
  });

  it('many small buys then one sell of all of it never pays back more than was paid', () => {
    fc.assert(
      fc.property(fc.array(anyRupees, { minLength: 1, maxLength: 20 }), buyAndSellRates, (buys, rates) => {
        const trades = buys.map((rupees) => priceTrade('buy', { rupees }, rates.buy));
        const paid = trades.reduce((sum, trade) => sum + trade.amount, 0);
        const gold = goldUnits(trades.reduce((sum, trade) => sum + trade.gold, 0));
        expect(priceTrade('sell', { gold }, rates.sell).amount).toBeLessThanOrEqual(paid);
      }),
    );
  });

  it('a priced trade is the price of its gold, and its tax is inside its amount', () => {
    fc.assert(
      fc.property(
        anyRupees,
        anyRate,
        fc.constantFrom('buy' as const, 'sell' as const),
        (rupees, rate, side) => {
          const trade = priceTrade(side, { rupees }, rate);
          expect(isPriceOf(side, trade, rate)).toBe(true);
          expect(trade.amount).toBeLessThanOrEqual(rupees);
          expect(trade.tax).toBeGreaterThanOrEqual(0);
          expect(trade.tax).toBeLessThan(trade.amount + 1);
        },
      ),
    );
  });

  it('the GST within an amount is 3/103 of it to the paisa', () => {
    fc.assert(
      fc.property(anyRupees, (amount) => {
        const exact = (amount * 3) / 103;
        expect(Math.abs(taxWithin(amount) - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
