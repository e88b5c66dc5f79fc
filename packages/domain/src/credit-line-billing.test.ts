import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import {
  billDueDate,
  billTotal,
  billUnpaid,
  isBillDay,
  isBillOverdue,
  makeBill,
  nextBillDate,
  principalToBill,
} from './credit-line-billing.ts';
import { creditLineTerms, januaryBillFigures } from './credit-line-test-kit.ts';
import { paise } from './money.ts';

const figures = januaryBillFigures;

describe('bill dates', () => {
  it('makes a bill on the 1st for the month before and makes it due on the 5th', () => {
    expect(nextBillDate(isoDate('2027-01-12'))).toBe('2027-02-01');
    expect(nextBillDate(isoDate('2027-01-31'))).toBe('2027-02-01');
    expect(nextBillDate(isoDate('2027-02-01'))).toBe('2027-03-01');
    expect(billDueDate(isoDate('2027-02-01'))).toBe('2027-02-05');
    expect(isBillDay(isoDate('2027-02-01'))).toBe(true);
    expect(isBillDay(isoDate('2027-02-05'))).toBe(false);
  });

  it('crosses the year end and the leap day', () => {
    expect(nextBillDate(isoDate('2027-12-31'))).toBe('2028-01-01');
    expect(nextBillDate(isoDate('2028-02-29'))).toBe('2028-03-01');
    expect(billDueDate(isoDate('2028-01-01'))).toBe('2028-01-05');
    const february = makeBill(isoDate('2028-03-01'), { ...figures, periodStart: isoDate('2028-02-01') });
    expect(february).toMatchObject({
      periodStart: '2028-02-01',
      periodEnd: '2028-02-29',
      dueDate: '2028-03-05',
    });
    const common = makeBill(isoDate('2027-03-01'), { ...figures, periodStart: isoDate('2027-02-01') });
    expect(common.periodEnd).toBe('2027-02-28');
  });

  it('refuses a bill on any day but the 1st, or for a period after its own date', () => {
    expect(() => billDueDate(isoDate('2027-02-02'))).toThrow(RangeError);
    expect(() => makeBill(isoDate('2027-02-01'), { ...figures, periodStart: isoDate('2027-02-01') })).toThrow(
      RangeError,
    );
    expect(() => makeBill(isoDate('2027-02-01'), { ...figures, interest: paise(-1) })).toThrow(RangeError);
  });
});

describe('a bill', () => {
  const bill = makeBill(isoDate('2027-02-01'), figures);

  it('asks for its charges with GST, its interest and its principal, nothing paid yet', () => {
    expect(bill).toMatchObject({ periodEnd: '2027-01-31', dueDate: '2027-02-05' });
    expect(bill.unpaid).toEqual({ charges: 82_600, interest: 13_151, principal: 1_000_000 });
    expect(billTotal(bill)).toBe(1_095_751);
    expect(billUnpaid(bill)).toBe(1_095_751);
  });

  it('is overdue from the day-end of the 5th while interest or principal is unpaid, not for charges alone', () => {
    expect(isBillOverdue(bill, isoDate('2027-02-04'))).toBe(false);
    expect(isBillOverdue(bill, isoDate('2027-02-05'))).toBe(true);
    const onlyCharges = {
      ...bill,
      unpaid: { charges: paise(82_600), interest: paise(0), principal: paise(0) },
    };
    expect(isBillOverdue(onlyCharges, isoDate('2027-03-01'))).toBe(false);
  });
});

describe('the principal a bill asks for', () => {
  const unbilled = paise(1_000_000);

  it('is all the principal drawn when principal is due on the 5th', () => {
    expect(principalToBill(creditLineTerms(), isoDate('2027-02-01'), unbilled)).toBe(1_000_000);
  });

  it('is nothing for a product that collects principal daily, until the line has expired', () => {
    const daily = creditLineTerms({ principalRepayment: 'daily', expiresOn: isoDate('2027-03-31') });
    expect(principalToBill(daily, isoDate('2027-02-01'), unbilled)).toBe(0);
    expect(principalToBill(daily, isoDate('2027-04-01'), unbilled)).toBe(1_000_000);
  });
});
