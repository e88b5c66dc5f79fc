import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import {
  allocateReceipt,
  allocationRules,
  defaultAllocation,
  perInstalmentOrder,
  rbiIndiaOrder,
} from './loan-allocation.ts';
import { paise } from './money.ts';
import { instalmentDue } from './loan-servicing-test-kit.ts';

// Two instalments overdue (the first with its penal charge and a bounce charge with GST), one
// falling due today, one in the future.
const dues = [
  instalmentDue(1, '2026-03-05', { penal: 50_000, fees: 29_500, interest: 2_000, principal: 8_000 }),
  instalmentDue(2, '2026-04-05', { interest: 1_800, principal: 8_200 }),
  instalmentDue(3, '2026-05-05', { interest: 1_600, principal: 8_400 }),
  instalmentDue(4, '2026-06-05', { interest: 1_400, principal: 8_600 }),
];
const today = isoDate('2026-05-05');

describe('allocateReceipt, RBI-India (the default)', () => {
  it('pays the charges, then the interest of every instalment due, then principal oldest first', () => {
    expect(allocateReceipt(dues, paise(100_000), today)).toEqual({
      allocations: [
        { instalmentNumber: 1, component: 'penal', amount: 50_000 },
        { instalmentNumber: 1, component: 'fees', amount: 29_500 },
        { instalmentNumber: 1, component: 'interest', amount: 2_000 },
        { instalmentNumber: 2, component: 'interest', amount: 1_800 },
        { instalmentNumber: 3, component: 'interest', amount: 1_600 },
        { instalmentNumber: 1, component: 'principal', amount: 8_000 },
        { instalmentNumber: 2, component: 'principal', amount: 7_100 },
      ],
      excess: 0,
    });
  });

  it('keeps whatever exceeds the dues as the borrower’s advance, nothing to the instalment not yet due', () => {
    const { allocations, excess } = allocateReceipt(dues, paise(200_000), today);
    expect(allocations.some((each) => each.instalmentNumber === 4)).toBe(false);
    expect(excess).toBe(200_000 - 109_500);
  });

  it('takes nothing the day before the first due date, and gives nothing for a zero receipt', () => {
    expect(allocateReceipt(dues, paise(10_000), isoDate('2026-03-04'))).toEqual({
      allocations: [],
      excess: 10_000,
    });
    expect(allocateReceipt(dues, paise(0), today)).toEqual({ allocations: [], excess: 0 });
  });

  it('sorts the dues itself, oldest first', () => {
    const shuffled = [dues[2], dues[0], dues[3], dues[1]].flatMap((due) => (due ? [due] : []));
    expect(allocateReceipt(shuffled, paise(100_000), today)).toEqual(
      allocateReceipt(dues, paise(100_000), today),
    );
  });

  it('refuses a negative receipt, and an order that leaves a component out', () => {
    expect(() => allocateReceipt(dues, paise(-1), today)).toThrow(RangeError);
    expect(() =>
      allocateReceipt(dues, paise(1), today, { order: ['interest', 'principal'], across: 'component-first' }),
    ).toThrow(RangeError);
  });

  it('is stated as a table of rules over the instalments past due and due', () => {
    expect(allocationRules(rbiIndiaOrder)).toEqual([
      { scope: 'past-due-and-due', component: 'penal' },
      { scope: 'past-due-and-due', component: 'fees' },
      { scope: 'past-due-and-due', component: 'interest' },
      { scope: 'past-due-and-due', component: 'principal' },
    ]);
    expect(defaultAllocation).toEqual({ order: rbiIndiaOrder, across: 'component-first' });
  });
});

describe('allocateReceipt, instalment by instalment (mifos-standard)', () => {
  it('clears the oldest instalment in the order before the next gets anything', () => {
    expect(allocateReceipt(dues, paise(100_000), today, perInstalmentOrder)).toEqual({
      allocations: [
        { instalmentNumber: 1, component: 'penal', amount: 50_000 },
        { instalmentNumber: 1, component: 'fees', amount: 29_500 },
        { instalmentNumber: 1, component: 'interest', amount: 2_000 },
        { instalmentNumber: 1, component: 'principal', amount: 8_000 },
        { instalmentNumber: 2, component: 'interest', amount: 1_800 },
        { instalmentNumber: 2, component: 'principal', amount: 8_200 },
        { instalmentNumber: 3, component: 'interest', amount: 500 },
      ],
      excess: 0,
    });
  });

  it('follows another order when a product names one', () => {
    const interestFirst = {
      order: ['interest', 'principal', 'penal', 'fees'] as const,
      across: 'instalment-first' as const,
    };
    const { allocations } = allocateReceipt(dues, paise(12_000), today, interestFirst);
    expect(allocations).toEqual([
      { instalmentNumber: 1, component: 'interest', amount: 2_000 },
      { instalmentNumber: 1, component: 'principal', amount: 8_000 },
      { instalmentNumber: 1, component: 'penal', amount: 2_000 },
    ]);
  });
});
