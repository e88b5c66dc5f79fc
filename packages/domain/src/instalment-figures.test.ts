import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { equatedInstalments, instalmentFigures } from './instalment-figures.ts';
import { keyFactStatement } from './key-fact-statement.ts';
import { kfsInput } from './key-fact-statement-test-kit.ts';
import { priceOffer } from './loan-offer.ts';
import { paise } from './money.ts';

describe('equatedInstalments', () => {
  it('repeats the EMI rounded up to the paisa and lets the last instalment take what is left', () => {
    // Rs 1,30,000 over 12: 10,833.333... rounded up; 11 x 10,833.34 = 1,19,166.74, the last 10,833.26.
    expect(equatedInstalments(paise(13_000_000), 12)).toEqual([
      ...Array.from({ length: 11 }, () => 1_083_334),
      1_083_326,
    ]);
    expect(equatedInstalments(paise(1_200_000), 12)).toEqual(Array.from({ length: 12 }, () => 100_000));
    expect(equatedInstalments(paise(5), 1)).toEqual([5]);
  });

  it('spreads a total too small to round up evenly, the first ones a paisa larger', () => {
    expect(equatedInstalments(paise(5), 4)).toEqual([2, 1, 1, 1]);
  });

  it('always repays exactly the total, in instalments that are never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 120 }),
        (total, count) => {
          const instalments = equatedInstalments(paise(total), count);
          expect(instalments).toHaveLength(count);
          expect(instalments.reduce((sum, amount) => sum + amount, 0)).toBe(total);
          expect(instalments.every((amount) => amount >= 0)).toBe(true);
        },
      ),
    );
  });
});

describe('instalmentFigures', () => {
  it('states the EMI, the count, the last instalment where it differs, and the total', () => {
    expect(instalmentFigures(equatedInstalments(paise(13_000_000), 12))).toEqual({
      emi: 1_083_334,
      count: 12,
      lastInstalment: 1_083_326,
      total: 13_000_000,
    });
    expect(instalmentFigures([paise(100_000), paise(100_000)])).toEqual({
      emi: 100_000,
      count: 2,
      lastInstalment: null,
      total: 200_000,
    });
  });

  it('gives the total as the EMI times the count less the last instalment’s adjustment', () => {
    const { emi, count, lastInstalment, total } = instalmentFigures(
      equatedInstalments(paise(13_000_000), 12),
    );
    expect(total).toBe(emi * count - (emi - (lastInstalment ?? emi)));
  });

  it('is the one EMI of the offer and of its KFS, and the KFS states the last instalment and the total of the schedule', () => {
    const input = kfsInput();
    const offer = priceOffer(input.terms, input.pricing);
    const kfs = keyFactStatement(input);
    const figures = instalmentFigures(kfs.annexC.map((row) => row.instalment));
    expect(offer.emi).toBe(1_083_334);
    expect(kfs.partOne.instalments.amount).toBe(offer.emi);
    expect(kfs.annexB.instalmentAmount).toBe(offer.emi);
    expect(figures.emi).toBe(offer.emi);
    expect(kfs.partOne.instalments.lastAmount).toBe(figures.lastInstalment);
    expect(offer.lastInstalment).toBe(figures.lastInstalment);
    expect(kfs.annexB.totalPayable).toBe(figures.total);
    expect(offer.totalRepayable).toBe(figures.total);
  });
});
