import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import { isKfsValid, keyFactStatement } from './key-fact-statement.ts';
import { kfsInput } from './key-fact-statement-test-kit.ts';
import { priceOffer } from './loan-offer.ts';
import { basisPoints, paise, sumPaise } from './money.ts';

describe('keyFactStatement: the worked anchor (Rs 1,00,000, 2.5% flat, 12 months, 2% fee + GST)', () => {
  const kfs = keyFactStatement(kfsInput());

  it('states the instalments: 12 EMIs of Rs 10,833.34, the last Rs 10,833.26, Rs 1,30,000 in all', () => {
    expect(kfs.partOne.instalments).toEqual({
      type: 'monthly',
      count: 12,
      amount: 1_083_334,
      lastAmount: 1_083_326,
      firstDueDate: '2027-01-05',
    });
    expect(kfs.annexC.map((row) => row.instalment)).toEqual([
      ...Array.from({ length: 11 }, () => 1_083_334),
      1_083_326,
    ]);
    expect(kfs.annexB.totalPayable).toBe(12 * 1_083_334 - 8);
  });

  it('fills Annex B as the reference computes it', () => {
    expect(kfs.annexB).toMatchObject({
      sanctionedAmount: 10_000_000,
      tenureMonths: 12,
      instalmentCount: 12,
      instalmentAmount: 1_083_334,
      rateType: 'fixed',
      annualFlatRate: 3_000,
      reducingBalanceRate: 5_144, // 51.44%: the flat rate on the reducing balance, no fee
      totalInterest: 3_000_000,
      feesToLender: 236_000, // 2,000 + GST 360
      feesToThirdParties: 0,
      netDisbursed: 9_764_000,
      totalPayable: 13_000_000,
      apr: { basisPoints: 5_645, percent: '56.45' },
    });
    expect(kfs.partOne.apr).toEqual(kfs.annexB.apr);
  });

  it('splits the fees by payee with their GST', () => {
    expect(kfs.partOne.fees).toEqual([
      {
        kind: 'processing',
        name: null,
        payableTo: 'lender',
        recurrence: 'one-time',
        rate: 200,
        amount: 200_000,
        gst: 36_000,
        total: 236_000,
      },
    ]);
  });

  it('splits each instalment on the reducing balance at 4.2869% a month (the reference rows)', () => {
    const [first, second] = kfs.annexC;
    // The reference's row 1: outstanding 1,00,000.00, interest 4,286.88 on its instalment of
    // 10,833.33; ours, a paisa larger, is worth a hair more interest on the reducing balance.
    expect(first).toEqual({
      instalmentNumber: 1,
      dueDate: '2027-01-05',
      outstandingPrincipal: 10_000_000,
      principal: 654_645,
      interest: 428_689,
      instalment: 1_083_334,
    });
    expect(second?.interest).toBe(400_624); // the reference's 4,006.25
    // The reference's row 12 is 10,388.06 + 445.27 on its own instalments (eleven of 10,833.33
    // and a larger last one); ours are eleven of 10,833.34 and a last of 10,833.26.
    expect(kfs.annexC.at(-1)).toMatchObject({
      dueDate: '2027-12-05',
      principal: 1_038_794,
      interest: 44_532,
    });
    expect(sumPaise(kfs.annexC.map((row) => row.principal))).toBe(10_000_000);
    expect(sumPaise(kfs.annexC.map((row) => row.interest))).toBe(3_000_000);
  });

  it('never gives a row negative interest over a long, nearly free loan (₹1,000 over 55 months at 0.01%)', () => {
    const long = keyFactStatement(
      kfsInput({
        terms: { principal: paise(100_000), tenureMonths: 55, dueDayOfMonth: 1 },
        pricing: {
          ...kfsInput().pricing,
          monthlyFlatRate: basisPoints(1),
          processingFeeRate: basisPoints(0),
        },
      }),
    );
    expect(long.annexC.filter((row) => row.interest < 0)).toEqual([]);
    expect(sumPaise(long.annexC.map((row) => row.principal))).toBe(100_000);
  });

  it('is valid for 3 working days after issue', () => {
    expect(kfs.issuedOn).toBe('2026-11-24');
    expect(kfs.validUntil).toBe('2026-11-27');
    expect(kfs.partTwo.grievanceOfficer.email).toBe('grievance@example.in');
    expect(kfs.partOne.contingentCharges).toHaveLength(1);
  });
});

describe('keyFactStatement: figures shared with the priced offer', () => {
  it('uses the offer as priceOffer prices it, convenience fee included', () => {
    const input = kfsInput({
      terms: { principal: paise(5_000_000), tenureMonths: 12, dueDayOfMonth: 5 },
      pricing: {
        ...kfsInput().pricing,
        convenienceFeeRate: basisPoints(50),
        minConvenienceFee: paise(9_900),
      },
    });
    const offer = priceOffer(input.terms, input.pricing);
    const kfs = keyFactStatement(input);
    expect(kfs.annexC.map((row) => row.instalment)).toEqual(offer.instalments);
    expect(kfs.annexB.netDisbursed).toBe(offer.disbursed);
    expect(kfs.annexB.apr.basisPoints).toBe(offer.apr);
    expect(kfs.partOne.fees.map((fee) => [fee.kind, fee.amount, fee.gst])).toEqual([
      ['processing', 100_000, 18_000],
      ['convenience', 25_000, 4_500],
    ]);
    expect(kfs.annexB.feesToLender).toBe(147_500);
  });

  it('takes third parties’ charges from the payout and counts them in the APR', () => {
    const kfs = keyFactStatement(
      kfsInput({
        thirdPartyFees: [{ name: 'Credit life insurance', amount: paise(100_000), gstRate: basisPoints(0) }],
      }),
    );
    expect(kfs.partOne.fees.at(-1)).toEqual({
      kind: 'third-party',
      name: 'Credit life insurance',
      payableTo: 'third-party',
      recurrence: 'one-time',
      rate: null,
      amount: 100_000,
      gst: 0,
      total: 100_000,
    });
    expect(kfs.annexB.feesToThirdParties).toBe(100_000);
    expect(kfs.annexB.netDisbursed).toBe(9_664_000);
    expect(kfs.annexB.apr.basisPoints).toBeGreaterThan(5_645);
    expect(kfs.annexB.totalPayable).toBe(13_000_000);
  });

  it('shows an APR of two decimals even when they are zero', () => {
    const kfs = keyFactStatement(
      kfsInput({
        pricing: {
          ...kfsInput().pricing,
          monthlyFlatRate: basisPoints(0),
          processingFeeRate: basisPoints(0),
        },
      }),
    );
    expect(kfs.annexB.apr).toEqual({ basisPoints: 0, percent: '0.00' });
    expect(kfs.annexC.every((row) => row.interest === 0)).toBe(true);
  });

  it('refuses fees that leave nothing to pay out', () => {
    const input = kfsInput({
      thirdPartyFees: [{ name: 'Stamp duty', amount: paise(9_764_000), gstRate: basisPoints(0) }],
    });
    expect(() => keyFactStatement(input)).toThrow(RangeError);
  });
});

describe('isKfsValid', () => {
  const kfs = keyFactStatement(kfsInput({ issuedOn: isoDate('2026-12-23') }));

  it('runs past Christmas and the fourth Saturday to the third working day', () => {
    expect(kfs.validUntil).toBe('2026-12-29');
  });

  it('holds from the day of issue to the last valid day, inclusive', () => {
    expect(isKfsValid(kfs, isoDate('2026-12-22'))).toBe(false);
    expect(isKfsValid(kfs, isoDate('2026-12-23'))).toBe(true);
    expect(isKfsValid(kfs, isoDate('2026-12-29'))).toBe(true);
    expect(isKfsValid(kfs, isoDate('2026-12-30'))).toBe(false);
  });

  it('counts with the calendar it is given', () => {
    expect(keyFactStatement(kfsInput({ issuedOn: isoDate('2026-12-23'), holidays: [] })).validUntil).toBe(
      '2026-12-28',
    );
  });
});
