import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import { paise, type Paise } from './money.ts';
import {
  findMandateReason,
  LOAN_INSTALMENT_CATEGORY,
  mandateFrequencies,
  mandateReasons,
  mandateTerms,
  paperScanRejectionCodes,
  repaymentModesFor,
  type BankMandateSupport,
  type RepaymentMode,
} from './repayment-modes.ts';

const live: BankMandateSupport = { eMandate: 'live', authModes: ['NET_BANKING', 'DEBIT_CARD'] };
const unavailable: BankMandateSupport = { eMandate: 'unavailable', authModes: [] };
const none: BankMandateSupport = { eMandate: 'none', authModes: [] };

describe('repaymentModesFor', () => {
  const productLists: readonly (readonly RepaymentMode[])[] = [
    ['ENACH'],
    ['ENACH', 'Scan'],
    ['ENACH', 'Scan', 'Appointment'],
    ['Scan', 'ENACH'],
    ['Appointment', 'Scan', 'ENACH'],
    ['Scan'],
    [],
  ];

  it.each(productLists.map((modes) => [modes.join(', ') || 'no modes', modes] as const))(
    'offers %s as the product lists them to a bank with e-mandates, live or down for now',
    (_, modes) => {
      expect(repaymentModesFor(modes, live)).toEqual(modes);
      expect(repaymentModesFor(modes, unavailable)).toEqual(modes);
    },
  );

  it.each(productLists.map((modes) => [modes.join(', ') || 'no modes', modes] as const))(
    'leaves e-NACH out of %s for a bank not on NPCI’s list, the rest in order',
    (_, modes) => {
      expect(repaymentModesFor(modes, none)).toEqual(modes.filter((mode) => mode !== 'ENACH'));
    },
  );

  it('keeps the order exactly', () => {
    expect(repaymentModesFor(['Appointment', 'ENACH', 'Scan'], none)).toEqual(['Appointment', 'Scan']);
    expect(repaymentModesFor(['Appointment', 'ENACH', 'Scan'], live)).toEqual([
      'Appointment',
      'ENACH',
      'Scan',
    ]);
  });

  it('leaves nothing to choose for an e-NACH-only product and a bank without e-mandates', () => {
    expect(repaymentModesFor(['ENACH'], none)).toEqual([]);
  });
});

describe('mandateTerms', () => {
  const terms = (instalment: number, lastDueDate = '2027-06-05', today = '2026-07-01') =>
    mandateTerms({
      instalment: instalment as Paise,
      today: isoDate(today),
      lastDueDate: isoDate(lastDueDate),
    });

  it('is a monthly maximum-amount loan-instalment mandate from today to a year after the last due date', () => {
    expect(terms(941_667)).toEqual({
      category: LOAN_INSTALMENT_CATEGORY,
      frequency: 'MNTH',
      debitType: 'MAXIMUM',
      maxAmount: 1_890_000,
      validFrom: '2026-07-01',
      validUntil: '2028-06-05',
    });
    expect(LOAN_INSTALMENT_CATEGORY).toBe('L001');
    expect(mandateFrequencies).not.toContain('ADHO');
  });

  it.each([
    ['EMI Rs 9,416.67 -> Rs 18,900', 941_667, 1_890_000],
    ['EMI Rs 5,000 -> exactly Rs 10,000', 500_000, 1_000_000],
    ['EMI Rs 5,000.01 -> Rs 10,100', 500_001, 1_010_000],
    ['EMI Rs 4,999.99 -> Rs 10,000', 499_999, 1_000_000],
    ['EMI Rs 50 -> Rs 100', 5_000, 10_000],
    ['EMI 1 paisa -> Rs 100', 1, 10_000],
  ])('caps a debit at two instalments rounded up to the next Rs 100: %s', (_, instalment, max) => {
    expect(terms(instalment).maxAmount).toBe(max);
  });

  it.each([
    ['a 31st stays the 31st', '2026-12-31', '2027-12-31'],
    ['the end of January stays there', '2027-01-31', '2028-01-31'],
    ['29 February falls to 28 February a year on', '2028-02-29', '2029-02-28'],
    ['28 February of a year before a leap year stays the 28th', '2027-02-28', '2028-02-28'],
    ['a due date today', '2026-07-01', '2027-07-01'],
  ])('ends 12 months after the last due date: %s', (_, lastDue, until) => {
    expect(terms(100_000, lastDue).validUntil).toBe(until);
  });

  it('starts today', () => {
    expect(terms(100_000, '2030-01-05', '2029-12-31').validFrom).toBe('2029-12-31');
  });

  it('refuses an instalment that is not a positive whole number of paise', () => {
    for (const bad of [
      0,
      -100,
      941_666.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.MAX_SAFE_INTEGER + 1,
    ]) {
      expect(() => terms(bad), String(bad)).toThrow(RangeError);
    }
  });

  it('refuses a last due date before today', () => {
    expect(() => terms(100_000, '2026-06-30', '2026-07-01')).toThrow(
      'the last instalment falls before today',
    );
  });

  it('holds the cap within Rs 100 above two instalments, in whole Rs 100 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000_000 }), (instalment) => {
        const { maxAmount } = terms(instalment);
        expect(maxAmount).toBeGreaterThanOrEqual(2 * instalment);
        expect(maxAmount).toBeLessThan(2 * instalment + 10_000);
        expect(maxAmount % 10_000).toBe(0);
        expect(paise(maxAmount)).toBe(maxAmount);
      }),
    );
  });

  it('ends on the same day a year on, or on 28 February for a 29 February (property)', () => {
    const anyDate = fc
      .date({
        min: new Date('2026-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(anyDate, (lastDue) => {
        const { validUntil } = terms(100_000, lastDue, '2026-01-01');
        const year = String(Number(lastDue.slice(0, 4)) + 1);
        const expected = lastDue.endsWith('-02-29') ? `${year}-02-28` : `${year}${lastDue.slice(4)}`;
        expect(validUntil).toBe(expected);
      }),
    );
  });
});

describe('mandate reasons', () => {
  it('names each reason once', () => {
    const codes = mandateReasons.map((reason) => reason.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('finds every reason operations may reject a scan with, each telling the borrower to upload again', () => {
    for (const code of paperScanRejectionCodes) {
      expect(findMandateReason(code), code).toMatchObject({ code, next: 'upload-again' });
    }
  });

  it('finds a reason by its code, and nothing for an unknown one', () => {
    expect(findMandateReason('AP11')).toEqual({
      code: 'AP11',
      text: 'Authentication failed',
      source: 'bank',
      next: 'try-again',
    });
    expect(findMandateReason('ap11')).toBeUndefined();
    expect(findMandateReason('X999')).toBeUndefined();
  });
});
