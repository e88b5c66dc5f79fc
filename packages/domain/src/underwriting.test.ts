import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import type { IncompleteInfoSubStatus } from './incomplete-info.ts';
import { decide, underwritingPolicy, type UnderwritingInput } from './underwriting.ts';
import { goodApplicant, goodBureau, rupees } from './underwriting-test-kit.ts';

const codesOf = (input: UnderwritingInput) => decide(input).reasons.map((reason) => reason.code);
const applicant = goodApplicant().applicant;
const statement = { ...goodApplicant().statement!, bouncedPayments: 0 };
const kyc = goodApplicant().kyc;
const addresses = goodApplicant().addresses;

describe('decide: the good applicant', () => {
  it('is approved for what they asked, with figures that explain it', () => {
    const decision = decide(goodApplicant());
    expect(decision).toMatchObject({
      outcome: 'APPROVE',
      subStatuses: [],
      reasons: [],
      policyVersion: '2026-11',
    });
    expect(decision.policyVersion).toBe(underwritingPolicy.version);
    expect(decision.offer).toMatchObject({ principal: rupees(100_000), tenureMonths: 12, dueDayOfMonth: 5 });
    expect(decision.figures).toMatchObject({
      age: 36,
      declaredIncome: rupees(60_000),
      statementIncome: rupees(58_000),
      assessedIncome: rupees(58_000),
      declaredEmi: rupees(5_000),
      bureauEmi: rupees(4_000),
      existingEmi: rupees(5_000),
      maxEmi: rupees(24_000), // 50% of Rs 58,000 less Rs 5,000
      score: 760,
      offeredAmount: rupees(100_000),
      offeredTenure: 12,
      offeredEmi: 1_083_334,
    });
  });
});

describe('decide: eligibility again', () => {
  it('declines an applicant the product no longer accepts, naming each failed rule', () => {
    const decision = decide(
      goodApplicant({
        applicant: { ...applicant, dob: isoDate('2006-01-01'), netMonthlyIncome: rupees(20_000) },
      }),
    );
    expect(decision.outcome).toBe('REJECT');
    expect(decision.offer).toBeNull();
    expect(decision.reasons).toContainEqual({
      code: 'INELIGIBLE_AGE_BELOW_MIN',
      detail: 'Age 20 is below 21',
    });
    expect(decision.reasons).toContainEqual({
      code: 'INELIGIBLE_INCOME_BELOW_MIN',
      detail: 'Net monthly income ₹20,000 is below ₹25,000',
    });
  });

  it('declines the self-employed and salaries paid in cash', () => {
    const changed = { ...applicant, employmentType: 'SELF_EMPLOYED', salaryMode: 'CASH' } as const;
    expect(codesOf(goodApplicant({ applicant: changed }))).toEqual(
      expect.arrayContaining(['INELIGIBLE_NOT_SALARIED', 'INELIGIBLE_SALARY_NOT_BY_BANK_TRANSFER']),
    );
  });
});

describe('decide: the credit bureau', () => {
  const withBureau = (changes: Partial<typeof goodBureau>) =>
    decide(goodApplicant({ bureau: { ...goodBureau, ...changes } }));

  it('declines a score below 650', () => {
    const decision = withBureau({ score: 612 });
    expect(decision.outcome).toBe('REJECT');
    expect(decision.reasons).toEqual([{ code: 'LOW_SCORE', detail: 'Bureau score 612 is below 650' }]);
    expect(decision.offer).toBeNull();
  });

  it('refers a grey score, 650 to 699, with the offer capacity allows', () => {
    for (const score of [650, 672, 699]) {
      const decision = withBureau({ score });
      expect(decision.outcome).toBe('REFER');
      expect(decision.reasons).toEqual([
        { code: 'GREY_SCORE', detail: `Bureau score ${score} is below 700` },
      ]);
      expect(decision.offer?.principal).toBe(rupees(100_000));
    }
    expect(withBureau({ score: 700 }).outcome).toBe('APPROVE');
  });

  it('declines two overdue accounts and refers one', () => {
    expect(withBureau({ overdueAccounts: 2 })).toMatchObject({
      outcome: 'REJECT',
      reasons: [{ code: 'OVERDUE', detail: '2 accounts overdue at the bureau (2 or more decline)' }],
    });
    expect(withBureau({ overdueAccounts: 1 })).toMatchObject({
      outcome: 'REFER',
      reasons: [{ code: 'OVERDUE', detail: '1 account overdue at the bureau (2 or more decline)' }],
    });
  });

  it('refers six or more enquiries in six months', () => {
    expect(withBureau({ enquiriesLast6Months: 6 })).toMatchObject({
      outcome: 'REFER',
      reasons: [{ code: 'CREDIT_HUNGRY', detail: '6 credit enquiries in the last 6 months (6 or more)' }],
    });
    expect(withBureau({ enquiriesLast6Months: 5 }).outcome).toBe('APPROVE');
  });

  it('refers a thin file, and counts only the declared EMIs', () => {
    const decision = decide(goodApplicant({ bureau: { kind: 'NO_HIT' } }));
    expect(decision.outcome).toBe('REFER');
    expect(decision.reasons).toEqual([
      { code: 'THIN_FILE', detail: 'The credit bureau has no file on the applicant' },
    ]);
    expect(decision.figures).toMatchObject({ score: -1, bureauEmi: -1, existingEmi: rupees(5_000) });
    expect(decision.offer?.principal).toBe(rupees(100_000));
  });
});

describe('decide: incomplete information', () => {
  const cases: [string, Partial<UnderwritingInput>, IncompleteInfoSubStatus][] = [
    ['no statement', { statement: null }, 'BS_6M_MISSING'],
    ['a five-month statement', { statement: { ...statement, monthsCovered: 5 } }, 'BS_6M_MISSING'],
    ['salary in two months', { statement: { ...statement, salaryCreditMonths: 2 } }, 'BS_SALARY_MISSING'],
    ['an unclear selfie', { documents: { selfie: 'UNCLEAR', pan: 'CLEAR' } }, 'SELFIE_UNCLEAR'],
    ['no selfie', { documents: { selfie: 'MISSING', pan: 'CLEAR' } }, 'SELFIE_UNCLEAR'],
    ['an unclear PAN', { documents: { selfie: 'CLEAR', pan: 'UNCLEAR' } }, 'PAN_UNCLEAR'],
    ['no PAN image', { documents: { selfie: 'CLEAR', pan: 'MISSING' } }, 'PAN_UNCLEAR'],
    ['no KYC', { kyc: { mode: null, nameMatches: null } }, 'AADHAAR_OKYC'],
    ['a residence mismatch', { addresses: { ...addresses, residence: 'MISMATCH' } }, 'RESI_ADDR_MISMATCH'],
    [
      'an incomplete residence',
      { addresses: { ...addresses, residence: 'INCOMPLETE' } },
      'RESI_ADDR_INCOMPLETE',
    ],
    [
      'an incomplete permanent address',
      { addresses: { ...addresses, permanent: 'INCOMPLETE' } },
      'PERM_ADDR_INCOMPLETE',
    ],
    ['a work address mismatch', { addresses: { ...addresses, work: 'MISMATCH' } }, 'WORK_ADDR_MISMATCH'],
    [
      'an incomplete work address',
      { addresses: { ...addresses, work: 'INCOMPLETE' } },
      'WORK_ADDR_INCOMPLETE',
    ],
    ['no disbursal account', { bankAccounts: { disbursal: false, nach: true } }, 'DISBURSAL_BANK_DETAILS'],
    ['one reference in the main flow', { referencesCount: 1 }, 'REFERENCES_INCOMPLETE'],
  ];

  it.each(cases)('asks for the item behind %s', (_, overrides, subStatus) => {
    const decision = decide(goodApplicant(overrides));
    expect(decision.outcome).toBe('INCOMPLETE_INFO');
    expect(decision.subStatuses).toEqual([subStatus]);
    expect(decision.reasons.map((reason) => reason.code)).toEqual([subStatus]);
    expect(decision.offer).toBeNull();
  });

  it('says what is short, with the figures', () => {
    const decision = decide(
      goodApplicant({ statement: { ...statement, monthsCovered: 4, salaryCreditMonths: 1 } }),
    );
    expect(decision.reasons).toEqual([
      { code: 'BS_6M_MISSING', detail: 'The bank statement covers 4 months; 6 are needed' },
      { code: 'BS_SALARY_MISSING', detail: 'The statement shows salary in 1 month; 3 are needed' },
    ]);
  });

  it('asks nothing for a permanent address that differs, or for references in the v3 flow', () => {
    expect(decide(goodApplicant({ addresses: { ...addresses, permanent: 'MISMATCH' } })).outcome).toBe(
      'APPROVE',
    );
    expect(decide(goodApplicant({ flow: 'v3', referencesCount: 0 })).outcome).toBe('APPROVE');
    expect(decide(goodApplicant({ bankAccounts: { disbursal: true, nach: false } })).outcome).toBe('APPROVE');
  });

  it('lists every outstanding sub-status once, in the spec order', () => {
    const decision = decide(
      goodApplicant({
        referencesCount: 0,
        addresses: { residence: 'INCOMPLETE', permanent: 'INCOMPLETE', work: 'MISMATCH' },
        documents: { selfie: 'UNCLEAR', pan: 'CLEAR' },
        statement: null,
      }),
    );
    expect(decision.subStatuses).toEqual([
      'BS_6M_MISSING',
      'SELFIE_UNCLEAR',
      'PERM_ADDR_INCOMPLETE',
      'WORK_ADDR_MISMATCH',
      'RESI_ADDR_INCOMPLETE',
      'REFERENCES_INCOMPLETE',
    ]);
  });
});

describe('decide: referred to a person', () => {
  it('refers a KYC name that does not match', () => {
    expect(decide(goodApplicant({ kyc: { ...kyc, nameMatches: false } })).reasons).toEqual([
      { code: 'KYC_NAME_MISMATCH', detail: 'The name in the KYC record does not match the application' },
    ]);
  });

  it('refers KYC by scanned documents or an agent visit, not by DigiLocker', () => {
    expect(decide(goodApplicant({ kyc: { mode: 'SCAN', nameMatches: null } }))).toMatchObject({
      outcome: 'REFER',
      reasons: [{ code: 'KYC_MANUAL', detail: 'KYC by scanned documents is checked by a person' }],
    });
    expect(codesOf(goodApplicant({ kyc: { mode: 'APPOINTMENT', nameMatches: null } }))).toEqual([
      'KYC_MANUAL',
    ]);
    expect(decide(goodApplicant({ kyc: { mode: 'KYC_DIGI_LOCKER', nameMatches: true } })).outcome).toBe(
      'APPROVE',
    );
  });

  it('refers three or more bounced payments', () => {
    expect(decide(goodApplicant({ statement: { ...statement, bouncedPayments: 3 } }))).toMatchObject({
      outcome: 'REFER',
      reasons: [{ code: 'BOUNCES', detail: '3 bounced payments in the statement (3 or more)' }],
    });
    expect(decide(goodApplicant({ statement: { ...statement, bouncedPayments: 2 } })).outcome).toBe(
      'APPROVE',
    );
  });

  it('refers an offer above Rs 3,00,000 and suggests it; Rs 3,00,000 itself is approved', () => {
    const wealthy = { ...applicant, netMonthlyIncome: rupees(300_000) };
    const rich = { ...statement, monthlyIncome: rupees(300_000) };
    const above = decide(
      goodApplicant({
        applicant: wealthy,
        statement: rich,
        request: { amount: rupees(300_001), tenureMonths: 12 },
      }),
    );
    expect(above.outcome).toBe('REFER');
    expect(above.reasons).toEqual([
      {
        code: 'ABOVE_AUTO_LIMIT',
        detail: 'The offer of ₹3,00,001 is above the automatic approval limit of ₹3,00,000',
      },
    ]);
    expect(above.offer?.principal).toBe(rupees(300_001));
    const at = decide(
      goodApplicant({
        applicant: wealthy,
        statement: rich,
        request: { amount: rupees(300_000), tenureMonths: 12 },
      }),
    );
    expect(at.outcome).toBe('APPROVE');
  });
});

describe('decide: precedence', () => {
  const incomplete = { documents: { selfie: 'UNCLEAR', pan: 'CLEAR' } } as const;
  const refer = { kyc: { mode: 'SCAN', nameMatches: false } } as const;

  it('declines when a rule declines, whatever else fires, and lists the deciding reason first', () => {
    const decision = decide(
      goodApplicant({ ...incomplete, ...refer, bureau: { ...goodBureau, score: 600 } }),
    );
    expect(decision.outcome).toBe('REJECT');
    expect(decision.reasons.map((reason) => reason.code)).toEqual([
      'LOW_SCORE',
      'SELFIE_UNCLEAR',
      'KYC_NAME_MISMATCH',
      'KYC_MANUAL',
    ]);
    expect(decision.subStatuses).toEqual([]);
    expect(decision.offer).toBeNull();
  });

  it('asks for information before a person reviews', () => {
    const decision = decide(goodApplicant({ ...incomplete, ...refer }));
    expect(decision.outcome).toBe('INCOMPLETE_INFO');
    expect(decision.subStatuses).toEqual(['SELFIE_UNCLEAR']);
    expect(decision.reasons.map((reason) => reason.code)).toEqual([
      'SELFIE_UNCLEAR',
      'KYC_NAME_MISMATCH',
      'KYC_MANUAL',
    ]);
    expect(decision.offer).toBeNull();
  });

  it('refers rather than approves', () => {
    expect(decide(goodApplicant(refer)).outcome).toBe('REFER');
  });
});
