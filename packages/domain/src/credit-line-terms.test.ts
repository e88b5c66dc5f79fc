import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import { creditLineTerms } from './credit-line-test-kit.ts';
import {
  checkCreditLineTerms,
  convenienceFee,
  creditLineProductCode,
  gstOn,
  isLineExpired,
  lineExpiresOn,
  processingFeeWithGst,
  type ConvenienceFeeRule,
} from './credit-line-terms.ts';
import { basisPoints, paise } from './money.ts';

const gst = basisPoints(1_800);
const twoPercentAtLeast199: ConvenienceFeeRule = {
  kind: 'percent',
  rate: basisPoints(200),
  minimum: paise(19_900),
};

describe('the convenience fee on a drawdown', () => {
  it('is 2% with a Rs 199 minimum: Rs 200 plus Rs 36.00 GST on Rs 10,000', () => {
    expect(convenienceFee(paise(1_000_000), twoPercentAtLeast199, gst)).toEqual({ fee: 20_000, gst: 3_600 });
  });

  it('is raised to the minimum on a small drawdown and grows with a large one', () => {
    expect(convenienceFee(paise(500_000), twoPercentAtLeast199, gst)).toEqual({ fee: 19_900, gst: 3_582 });
    expect(convenienceFee(paise(5_000_000), twoPercentAtLeast199, gst)).toEqual({
      fee: 100_000,
      gst: 18_000,
    });
    // 2% of Rs 9,950 is Rs 199 exactly: the minimum and the percent agree.
    expect(convenienceFee(paise(995_000), twoPercentAtLeast199, gst).fee).toBe(19_900);
  });

  it('is a fixed amount plus GST on any drawdown when the product says so', () => {
    const fixed: ConvenienceFeeRule = { kind: 'fixed', amount: paise(9_900) };
    expect(convenienceFee(paise(100), fixed, gst)).toEqual({ fee: 9_900, gst: 1_782 });
    expect(convenienceFee(paise(10_000_000), fixed, gst)).toEqual({ fee: 9_900, gst: 1_782 });
  });

  it('rounds the percent and the GST half up to the paisa, each on its own', () => {
    const noMinimum: ConvenienceFeeRule = { ...twoPercentAtLeast199, minimum: paise(0) };
    // 2% of Rs 10,000.25 is Rs 200.005: half a paisa goes up.
    expect(convenienceFee(paise(1_000_025), noMinimum, gst).fee).toBe(20_001);
    expect(convenienceFee(paise(1_000_024), noMinimum, gst).fee).toBe(20_000);
    // 18% of Rs 100.03 is Rs 18.0054; of Rs 100.25, Rs 18.045.
    expect(gstOn(paise(10_003), gst)).toBe(1_801);
    expect(gstOn(paise(10_025), gst)).toBe(1_805);
  });

  it('refuses a drawdown of nothing or less', () => {
    expect(() => convenienceFee(paise(0), twoPercentAtLeast199, gst)).toThrow(RangeError);
    expect(() => convenienceFee(paise(-100), twoPercentAtLeast199, gst)).toThrow(RangeError);
  });
});

describe('the terms of a line', () => {
  it('belong to the product rloc', () => {
    expect(creditLineProductCode).toBe('rloc');
  });

  it('bill the processing fee with its GST', () => {
    expect(processingFeeWithGst(creditLineTerms())).toEqual({ fee: 50_000, gst: 9_000 });
  });

  it('let the line be drawn through the end of its last day, and not after', () => {
    const terms = creditLineTerms({ expiresOn: isoDate('2027-12-31') });
    expect(isLineExpired(terms, isoDate('2027-12-31'))).toBe(false);
    expect(isLineExpired(terms, isoDate('2028-01-01'))).toBe(true);
  });

  it('are refused when no line could run on them', () => {
    expect(() => checkCreditLineTerms(creditLineTerms({ limit: paise(0) }))).toThrow(RangeError);
    expect(() => checkCreditLineTerms(creditLineTerms({ processingFee: paise(-1) }))).toThrow(RangeError);
    expect(() => checkCreditLineTerms(creditLineTerms({ annualRate: basisPoints(-1) }))).toThrow(RangeError);
    // A convenience fee that would make a bill's fees negative, found when the line opens.
    const fees = [
      { kind: 'fixed', amount: paise(-1) },
      { kind: 'percent', rate: basisPoints(200), minimum: paise(-1) },
      { kind: 'percent', rate: basisPoints(-200), minimum: paise(19_900) },
    ] as const;
    for (const convenienceFee of fees)
      expect(() => checkCreditLineTerms(creditLineTerms({ convenienceFee }))).toThrow(RangeError);
    expect(() => checkCreditLineTerms(creditLineTerms({ expiresOn: isoDate('2027-01-04') }))).toThrow(
      RangeError,
    );
    expect(checkCreditLineTerms(creditLineTerms())).toEqual(creditLineTerms());
  });
});

describe('lineExpiresOn', () => {
  it('runs through the day before the same day tenure months later', () => {
    expect(lineExpiresOn(isoDate('2027-01-05'), 3)).toBe('2027-04-04');
    expect(lineExpiresOn(isoDate('2027-01-01'), 12)).toBe('2027-12-31');
    expect(lineExpiresOn(isoDate('2027-11-15'), 3)).toBe('2028-02-14');
  });

  it('ends on the month’s last day where the end month is shorter', () => {
    expect(lineExpiresOn(isoDate('2027-01-31'), 1)).toBe('2027-02-28');
    expect(lineExpiresOn(isoDate('2028-01-31'), 1)).toBe('2028-02-29');
    expect(lineExpiresOn(isoDate('2027-03-31'), 6)).toBe('2027-09-30');
  });

  it('refuses a tenure that is not whole months', () => {
    expect(() => lineExpiresOn(isoDate('2027-01-05'), 0)).toThrow(RangeError);
    expect(() => lineExpiresOn(isoDate('2027-01-05'), 1.5)).toThrow(RangeError);
  });
});
