import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import { makeBill } from './credit-line-billing.ts';
import { allocateLineRepayment, payBills } from './credit-line-repayment.ts';
import { januaryBillFigures } from './credit-line-test-kit.ts';
import { paise } from './money.ts';

// Two unpaid bills: January's (charges Rs 826, interest Rs 131.51, principal Rs 10,000) and
// February's (charges Rs 236, interest Rs 200, principal Rs 5,000).
const january = makeBill(isoDate('2027-02-01'), januaryBillFigures);
const february = makeBill(isoDate('2027-03-01'), {
  billNumber: 2,
  periodStart: isoDate('2027-02-01'),
  interest: paise(20_000),
  fees: paise(20_000),
  gst: paise(3_600),
  principal: paise(500_000),
});
const bills = [january, february];
const onThe3rd = isoDate('2027-03-03');

describe('a repayment on a credit line', () => {
  it('pays the charges of every bill, then their interest, then their principal, oldest first', () => {
    const { allocations, principalPaid, excess } = allocateLineRepayment(
      bills,
      paise(0),
      paise(150_000),
      onThe3rd,
    );
    expect(allocations).toEqual([
      { billNumber: 1, component: 'charges', amount: 82_600 },
      { billNumber: 2, component: 'charges', amount: 23_600 },
      { billNumber: 1, component: 'interest', amount: 13_151 },
      { billNumber: 2, component: 'interest', amount: 20_000 },
      { billNumber: 1, component: 'principal', amount: 10_649 },
    ]);
    expect(principalPaid).toBe(10_649);
    expect(excess).toBe(0);
  });

  it('can pay a bill from the day it is made, before it falls due on the 5th', () => {
    const { allocations } = allocateLineRepayment([january], paise(0), paise(1_000), isoDate('2027-02-01'));
    expect(allocations).toEqual([{ billNumber: 1, component: 'charges', amount: 1_000 }]);
  });

  it('pays principal not yet billed once the bills are clear, and keeps nothing beyond it', () => {
    const owed = 82_600 + 13_151 + 1_000_000;
    const repayment = allocateLineRepayment([january], paise(300_000), paise(owed + 400_000), onThe3rd);
    expect(repayment.unbilledPrincipal).toBe(300_000);
    expect(repayment.principalPaid).toBe(1_300_000);
    expect(repayment.excess).toBe(100_000);
  });

  it('with no bill pays the principal drawn (the daily collection of the distributor variants)', () => {
    const repayment = allocateLineRepayment([], paise(250_000), paise(100_000), onThe3rd);
    expect(repayment).toEqual({
      allocations: [],
      unbilledPrincipal: 100_000,
      principalPaid: 100_000,
      excess: 0,
    });
  });

  it('leaves the bills owing exactly what the allocation did not pay', () => {
    const { allocations } = allocateLineRepayment(bills, paise(0), paise(150_000), onThe3rd);
    const [first, second] = payBills(bills, allocations);
    expect(first?.unpaid).toEqual({ charges: 0, interest: 0, principal: 1_000_000 - 10_649 });
    expect(second?.unpaid).toEqual({ charges: 0, interest: 0, principal: 500_000 });
  });

  it('refuses a negative receipt or unbilled principal', () => {
    expect(() => allocateLineRepayment(bills, paise(0), paise(-1), onThe3rd)).toThrow(RangeError);
    expect(() => allocateLineRepayment(bills, paise(-1), paise(1), onThe3rd)).toThrow(RangeError);
  });
});
