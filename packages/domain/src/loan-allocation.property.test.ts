import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import { allocateReceipt, type AllocationStrategy } from './loan-allocation.ts';
import { dueComponents, oldestFirst, type DueComponent, type InstalmentDue } from './loan-dues.ts';
import { instalmentDue } from './loan-servicing-test-kit.ts';
import { paise, sumPaise } from './money.ts';
import { addDays } from './working-days.ts';

const start = isoDate('2026-01-05');

/** Up to 8 instalments a month apart (some sharing a due date), each owing 0 to Rs 20,000 per component. */
const anyDues: fc.Arbitrary<InstalmentDue[]> = fc
  .array(
    fc.record({
      month: fc.integer({ min: 0, max: 7 }),
      penal: fc.constantFrom(0, 50_000),
      fees: fc.constantFrom(0, 29_500, 59_000),
      interest: fc.integer({ min: 0, max: 2_000_000 }),
      principal: fc.integer({ min: 0, max: 2_000_000 }),
    }),
    { maxLength: 8 },
  )
  .map((rows) =>
    rows.map(({ month, ...unpaid }, index) => instalmentDue(index + 1, addDays(start, month * 30), unpaid)),
  );

const anyStrategy: fc.Arbitrary<AllocationStrategy> = fc.record({
  order: fc.shuffledSubarray([...dueComponents], { minLength: 4, maxLength: 4 }),
  across: fc.constantFrom('component-first' as const, 'instalment-first' as const),
});
const anyAsOf = fc.integer({ min: -5, max: 250 }).map((day) => addDays(start, day));
const anyAmount = fc.integer({ min: 0, max: 10_000_000 }).map(paise);

type Paid = Map<string, number>;
const key = (instalmentNumber: number, component: DueComponent) => `${instalmentNumber}:${component}`;
function paidOf(
  allocations: readonly { instalmentNumber: number; component: DueComponent; amount: number }[],
): Paid {
  const paid: Paid = new Map();
  for (const each of allocations) {
    const at = key(each.instalmentNumber, each.component);
    paid.set(at, (paid.get(at) ?? 0) + each.amount);
  }
  return paid;
}
const cleared = (due: InstalmentDue, component: DueComponent, paid: Paid) =>
  (paid.get(key(due.instalmentNumber, component)) ?? 0) === due.unpaid[component];

describe('allocateReceipt (properties)', () => {
  it('spends the receipt exactly, never more than is unpaid, never on an instalment not yet due, never 0', () => {
    fc.assert(
      fc.property(anyDues, anyAmount, anyAsOf, anyStrategy, (dues, amount, asOf, strategy) => {
        const { allocations, excess } = allocateReceipt(dues, amount, asOf, strategy);
        expect(sumPaise([...allocations.map((each) => each.amount), excess])).toBe(amount);
        const paid = paidOf(allocations);
        const byNumber = new Map(dues.map((due) => [due.instalmentNumber, due]));
        for (const each of allocations) {
          const due = byNumber.get(each.instalmentNumber);
          expect(each.amount).toBeGreaterThan(0);
          expect(due && due.dueDate <= asOf).toBe(true);
          expect(paid.get(key(each.instalmentNumber, each.component))).toBeLessThanOrEqual(
            due?.unpaid[each.component] ?? 0,
          );
        }
        // An advance is left only once everything due is paid.
        if (excess > 0) {
          for (const due of dues.filter((each) => each.dueDate <= asOf))
            for (const component of dueComponents) expect(cleared(due, component, paid)).toBe(true);
        }
      }),
    );
  });

  it('component-first: nothing goes to a component until every earlier one of every due instalment is paid', () => {
    fc.assert(
      fc.property(anyDues, anyAmount, anyAsOf, anyStrategy, (dues, amount, asOf, drawn) => {
        const strategy = { ...drawn, across: 'component-first' as const };
        const { allocations } = allocateReceipt(dues, amount, asOf, strategy);
        const paid = paidOf(allocations);
        const due = dues.filter((each) => each.dueDate <= asOf);
        for (const each of allocations) {
          const earlier = strategy.order.slice(0, strategy.order.indexOf(each.component));
          for (const component of earlier)
            for (const other of due) expect(cleared(other, component, paid)).toBe(true);
        }
      }),
    );
  });

  it('RBI-India: no principal before all the interest of the instalments overdue and due is paid', () => {
    fc.assert(
      fc.property(anyDues, anyAmount, anyAsOf, (dues, amount, asOf) => {
        const { allocations } = allocateReceipt(dues, amount, asOf);
        const paid = paidOf(allocations);
        if (allocations.some((each) => each.component === 'principal'))
          for (const due of dues.filter((each) => each.dueDate <= asOf))
            expect(cleared(due, 'interest', paid)).toBe(true);
      }),
    );
  });

  it('instalment-first: nothing goes to an instalment until every older one is cleared', () => {
    fc.assert(
      fc.property(anyDues, anyAmount, anyAsOf, anyStrategy, (dues, amount, asOf, drawn) => {
        const { allocations } = allocateReceipt(dues, amount, asOf, { ...drawn, across: 'instalment-first' });
        const paid = paidOf(allocations);
        const due = oldestFirst(dues.filter((each) => each.dueDate <= asOf));
        for (const each of allocations) {
          const position = due.findIndex((other) => other.instalmentNumber === each.instalmentNumber);
          for (const older of due.slice(0, position))
            for (const component of dueComponents) expect(cleared(older, component, paid)).toBe(true);
        }
      }),
    );
  });
});
