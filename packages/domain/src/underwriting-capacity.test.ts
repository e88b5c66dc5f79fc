import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { basisPoints, paise } from './money.ts';
import { decide, type UnderwritingInput } from './underwriting.ts';
import { assessCapacity, findAffordableTerms } from './underwriting-capacity.ts';
import { goodApplicant, goodBureau, personalLoan, rupees } from './underwriting-test-kit.ts';

const half = basisPoints(5_000);
const applicant = goodApplicant().applicant;
const statement = goodApplicant().statement!;

describe('assessCapacity', () => {
  const facts = {
    declaredIncome: rupees(60_000),
    statementIncome: rupees(58_000),
    declaredEmi: rupees(5_000),
    bureauEmi: rupees(4_000),
  };

  it('takes the lower income and the higher EMIs', () => {
    expect(assessCapacity(facts, half)).toEqual({
      assessedIncome: rupees(58_000),
      existingEmi: rupees(5_000),
      maxEmi: rupees(24_000),
    });
    expect(
      assessCapacity({ ...facts, statementIncome: rupees(70_000), bureauEmi: rupees(9_000) }, half),
    ).toEqual({
      assessedIncome: rupees(60_000),
      existingEmi: rupees(9_000),
      maxEmi: rupees(21_000),
    });
  });

  it('keeps the declared income when the statement has none to tell', () => {
    expect(assessCapacity({ ...facts, statementIncome: null }, half).assessedIncome).toBe(rupees(60_000));
    expect(assessCapacity({ ...facts, statementIncome: paise(0) }, half).assessedIncome).toBe(rupees(60_000));
  });

  it('goes below zero when existing EMIs take more than the share', () => {
    expect(assessCapacity({ ...facts, declaredEmi: rupees(40_000) }, half).maxEmi).toBe(rupees(-11_000));
  });
});

describe('findAffordableTerms', () => {
  const rate = basisPoints(250);
  const thousand = rupees(1_000);

  it('brings a request outside the boundary inside it', () => {
    const terms = findAffordableTerms(
      rupees(100_000),
      { amount: rupees(500_000), tenureMonths: 24 },
      personalLoan,
      rate,
      thousand,
    );
    expect(terms).toEqual({ amount: rupees(400_000), tenureMonths: 12 });
  });
});

describe('decide: capacity', () => {
  it('chooses the first longer tenure that affords the request', () => {
    // At 3 months Rs 1 lac costs Rs 35,833.34 a month, above the Rs 24,000 allowed; at 6, Rs 19,166.67.
    const decision = decide(goodApplicant({ request: { amount: rupees(100_000), tenureMonths: 3 } }));
    expect(decision.outcome).toBe('APPROVE');
    expect(decision.offer).toMatchObject({ principal: rupees(100_000), tenureMonths: 6, emi: 1_916_667 });
  });

  it('offers what the longest tenure affords, rounded down to Rs 1,000, when nothing affords the request', () => {
    // Rs 15,000 a month over 12 months repays at most Rs 1,38,461.53; Rs 1,38,000 costs Rs 14,950.
    const decision = decide(
      goodApplicant({
        applicant: { ...applicant, netMonthlyIncome: rupees(30_000), declaredMonthlyEmi: paise(0) },
        bureau: { ...goodBureau, monthlyEmi: paise(0) },
        statement: { ...statement, monthlyIncome: rupees(30_000) },
        request: { amount: rupees(200_000), tenureMonths: 6 },
      }),
    );
    expect(decision.outcome).toBe('APPROVE');
    expect(decision.figures.maxEmi).toBe(rupees(15_000));
    expect(decision.offer).toMatchObject({
      principal: rupees(138_000),
      tenureMonths: 12,
      emi: rupees(14_950),
    });
  });

  it('caps the offer at the product maximum', () => {
    const decision = decide(
      goodApplicant({
        applicant: { ...applicant, netMonthlyIncome: rupees(500_000) },
        statement: { ...statement, monthlyIncome: rupees(500_000) },
        request: { amount: rupees(1_000_000), tenureMonths: 12 },
      }),
    );
    expect(decision.offer?.principal).toBe(rupees(400_000));
  });

  it('declines when capacity falls below the product minimum, saying by how much', () => {
    // Rs 29,000 less Rs 27,000 of EMIs leaves Rs 2,000 a month: Rs 18,000 over 12 months.
    const decision = decide(
      goodApplicant({ applicant: { ...applicant, declaredMonthlyEmi: rupees(27_000) } }),
    );
    expect(decision.outcome).toBe('REJECT');
    expect(decision.offer).toBeNull();
    expect(decision.reasons).toEqual([
      {
        code: 'INSUFFICIENT_CAPACITY',
        detail:
          'An EMI of at most ₹2,000 (50% of assessed income ₹58,000, less existing EMIs of ₹27,000) ' +
          'affords ₹18,000 over 12 months; the product starts at ₹25,001',
      },
    ]);
    expect(decision.figures).toMatchObject({ affordableAmount: rupees(18_000), offeredAmount: 0 });
  });

  it('declines when existing EMIs already take half the income', () => {
    const decision = decide(goodApplicant({ bureau: { ...goodBureau, monthlyEmi: rupees(35_000) } }));
    expect(decision.outcome).toBe('REJECT');
    expect(decision.figures).toMatchObject({ existingEmi: rupees(35_000), maxEmi: rupees(-6_000) });
    expect(decision.reasons.map((reason) => reason.code)).toEqual(['INSUFFICIENT_CAPACITY']);
  });

  const tenureOptions = [3, 6, 9, 12];
  const inputs: fc.Arbitrary<UnderwritingInput> = fc
    .record({
      income: fc.integer({ min: 25_000, max: 1_000_000 }),
      statementIncome: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
      declaredEmi: fc.integer({ min: 0, max: 300_000 }),
      bureauEmi: fc.integer({ min: 0, max: 300_000 }),
      score: fc.integer({ min: 300, max: 900 }),
      amount: fc.integer({ min: 25_001, max: 400_000 }),
      tenure: fc.constantFrom(...tenureOptions),
      kycMode: fc.constantFrom('OKYC', 'KYC_DIGI_LOCKER', 'SCAN', null),
    })
    .map((pick) =>
      goodApplicant({
        applicant: {
          ...applicant,
          netMonthlyIncome: rupees(pick.income),
          declaredMonthlyEmi: rupees(pick.declaredEmi),
        },
        statement:
          pick.statementIncome === null
            ? null
            : { ...statement, monthlyIncome: rupees(pick.statementIncome) },
        bureau: { ...goodBureau, score: pick.score, monthlyEmi: rupees(pick.bureauEmi) },
        request: { amount: rupees(pick.amount), tenureMonths: pick.tenure },
        kyc: { mode: pick.kycMode, nameMatches: pick.kycMode === null ? null : true },
      }),
    );

  it('only ever offers terms within the product boundary whose EMI fits the capacity', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const decision = decide(input);
        const { offer } = decision;
        if (decision.outcome === 'APPROVE') expect(offer).not.toBeNull();
        if (decision.outcome === 'REJECT' || decision.outcome === 'INCOMPLETE_INFO') expect(offer).toBeNull();
        if (offer === null) return;
        const [minAmount, maxAmount] = input.product.amountRange;
        expect(offer.principal).toBeGreaterThanOrEqual(minAmount);
        expect(offer.principal).toBeLessThanOrEqual(Math.min(maxAmount, input.request.amount));
        expect(tenureOptions).toContain(offer.tenureMonths);
        expect(offer.tenureMonths).toBeGreaterThanOrEqual(input.request.tenureMonths);
        expect(offer.emi).toBeLessThanOrEqual(decision.figures.maxEmi ?? -1);
        if (decision.outcome === 'APPROVE') expect(offer.principal).toBeLessThanOrEqual(rupees(300_000));
      }),
      { numRuns: 300 },
    );
  });
});
