import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import { creditLineKeyFactStatement, dailyRateAnnualised } from './credit-line-key-facts.ts';
import { lineKfsInput } from './key-fact-statement-test-kit.ts';
import { basisPoints, paise } from './money.ts';

const lineInput = lineKfsInput;

describe("a credit line's Key Fact Statement", () => {
  it('states the limit, the rate on what is drawn, both fees and the bill days', () => {
    const kfs = creditLineKeyFactStatement(lineInput());
    expect(kfs.kind).toBe('credit-line');
    expect(kfs.partOne.limit).toBe(10_000_000);
    expect(kfs.partOne.interest).toEqual({
      type: 'fixed',
      method: 'simple-on-drawn',
      annualRate: 3_000,
      dayCount: 'actual/365',
    });
    expect(kfs.partOne.billing).toEqual({ billDay: 1, dueDay: 5, principal: 'on-due-date' });
    expect(kfs.partOne.fees.map((fee) => [fee.kind, fee.recurrence, fee.amount, fee.gst, fee.total])).toEqual(
      [
        ['processing', 'one-time', 200_000, 36_000, 236_000],
        // 2% of the whole limit drawn at once.
        ['convenience', 'recurring', 200_000, 36_000, 236_000],
      ],
    );
    // Binding for 3 working days: 24 Nov (Tue) -> 27 Nov (Fri).
    expect(kfs.validUntil).toBe('2026-11-27');
  });

  it('illustrates the whole limit drawn on the issue day and repaid with its bills on their due dates', () => {
    const { illustration } = creditLineKeyFactStatement(lineInput());
    expect(illustration.drawn).toBe(10_000_000);
    expect(illustration.received).toBe(10_000_000);
    // 1 Dec: 7 days' interest (24-30 Nov) 30% x 1,00,000 x 7/365 = 575.34, both fees with GST, all the principal.
    // 1 Jan: the 4 days' interest (1-4 Dec) the principal ran until it was repaid on 5 Dec = 328.77.
    expect(illustration.bills).toEqual([
      {
        billDate: '2026-12-01',
        dueDate: '2026-12-05',
        interest: 57_534,
        charges: 472_000,
        principal: 10_000_000,
        total: 10_529_534,
      },
      {
        billDate: '2027-01-01',
        dueDate: '2027-01-05',
        interest: 32_877,
        charges: 0,
        principal: 0,
        total: 32_877,
      },
    ]);
    expect(illustration.totalInterest).toBe(90_411);
    expect(illustration.totalCharges).toBe(472_000);
    expect(illustration.totalPayable).toBe(10_562_411);
    expect(illustration.apr).toEqual(creditLineKeyFactStatement(lineInput()).partOne.apr);
    // 365 x the daily rate that makes 1,05,295.34 on day 11 and 328.77 on day 42 worth 1,00,000.
    const rate = illustration.apr.basisPoints / 10_000 / 365;
    const worth = 10_529_534 / (1 + rate) ** 11 + 32_877 / (1 + rate) ** 42;
    expect(Math.abs(worth - 10_000_000)).toBeLessThan(50);
    expect(illustration.apr.percent).toMatch(/^\d+\.\d\d$/);
  });

  it('refuses a line that collects principal daily, whose bills would not repay the drawdown', () => {
    const daily = lineInput();
    expect(() =>
      creditLineKeyFactStatement({ ...daily, terms: { ...daily.terms, principalRepayment: 'daily' } }),
    ).toThrow(/daily/);
  });

  it('has an APR above the rate whenever a fee is charged, and equal to nothing more than its cost', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 500_000_000 }),
        fc.integer({ min: 100, max: 4_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 30 }),
        (limit, rate, processing, offset) => {
          const issuedOn = isoDate(new Date(Date.UTC(2027, 0, 1 + offset * 12)).toISOString().slice(0, 10));
          const base = lineInput();
          const kfs = creditLineKeyFactStatement({
            ...base,
            issuedOn,
            terms: {
              ...base.terms,
              limit: paise(limit),
              annualRate: basisPoints(rate),
              processingFee: paise(processing),
            },
          });
          const { illustration } = kfs;
          expect(illustration.totalPayable).toBe(
            illustration.drawn + illustration.totalInterest + illustration.totalCharges,
          );
          expect(illustration.bills.reduce((sum, bill) => sum + bill.principal, 0)).toBe(limit);
          // Fees always apply (the convenience fee has a minimum), so the APR exceeds the rate.
          expect(kfs.partOne.apr.basisPoints).toBeGreaterThan(rate);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('annualises the daily rate of return: Rs 100 repaid as Rs 101 after 30 days is 12.11%', () => {
    expect(dailyRateAnnualised(paise(10_000), [{ day: 30, amount: paise(10_100) }])).toBe(1_211);
    expect(dailyRateAnnualised(paise(10_000), [{ day: 30, amount: paise(10_000) }])).toBe(0);
  });
});
