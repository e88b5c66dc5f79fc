import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import { makeBill } from './credit-line-billing.ts';
import { classifyLine, linePenalCharges, worstClass } from './credit-line-delinquency.ts';
import { januaryBillFigures } from './credit-line-test-kit.ts';
import { paise } from './money.ts';
import { addDays } from './working-days.ts';

const bill = makeBill(isoDate('2027-02-01'), januaryBillFigures);
const paidInterestAndPrincipal = {
  ...bill,
  unpaid: { ...bill.unpaid, interest: paise(0), principal: paise(0) },
};

describe('a credit line’s days past due and class', () => {
  it('is current through its due date and overdue from the end of it', () => {
    expect(classifyLine('STANDARD', [bill], isoDate('2027-02-04'))).toEqual({
      dpd: null,
      assetClass: 'STANDARD',
    });
    expect(classifyLine('STANDARD', [bill], isoDate('2027-02-05'))).toEqual({ dpd: 0, assetClass: 'SMA-0' });
    expect(classifyLine('STANDARD', [bill], addDays(isoDate('2027-02-05'), 30)).assetClass).toBe('SMA-1');
    expect(classifyLine('SMA-2', [bill], addDays(isoDate('2027-02-05'), 90)).assetClass).toBe('NPA');
  });

  it('is not overdue for unpaid charges alone', () => {
    expect(classifyLine('SMA-0', [paidInterestAndPrincipal], isoDate('2027-03-01'))).toEqual({
      dpd: null,
      assetClass: 'STANDARD',
    });
  });

  it('stays an NPA until its arrears are cleared, and is one while the borrower is', () => {
    expect(classifyLine('NPA', [paidInterestAndPrincipal], isoDate('2027-06-01')).assetClass).toBe(
      'STANDARD',
    );
    expect(classifyLine('STANDARD', [], isoDate('2027-06-01'), true).assetClass).toBe('NPA');
  });
});

describe('a credit line’s penal charge', () => {
  it('is levied once, at the end of the due date, for a bill with interest or principal unpaid', () => {
    expect(linePenalCharges([bill], isoDate('2027-02-04'))).toEqual([]);
    expect(linePenalCharges([bill], isoDate('2027-02-05'))).toEqual([{ billNumber: 1, charge: 50_000 }]);
    expect(linePenalCharges([bill], isoDate('2027-02-06'))).toEqual([]);
    expect(linePenalCharges([paidInterestAndPrincipal], isoDate('2027-02-05'))).toEqual([]);
  });
});

describe('the borrower’s class', () => {
  it('is the worst of their accounts', () => {
    expect(worstClass([])).toBe('STANDARD');
    expect(worstClass(['SMA-1', 'NPA', 'STANDARD'])).toBe('NPA');
    expect(worstClass(['SMA-0', 'SMA-2'])).toBe('SMA-2');
  });
});
