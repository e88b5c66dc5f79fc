import { type IsoDate } from './calendar-date.ts';
import { dueComponents, isDueBy, oldestFirst, type DueComponent, type InstalmentDue } from './loan-dues.ts';
import { paise, type Paise } from './money.ts';

/**
 * How one receipt is spread over what the borrower owes, table-driven after Fineract's advanced
 * payment allocation (reference/lending-rules.md §2.1): an ordered list of components, walked
 * either component by component across every instalment due (RBI-India) or instalment by
 * instalment (Fineract's mifos-standard). Only instalments due by the receipt's date take money;
 * the rest is the borrower's advance, which the server applies when the next instalment falls due.
 */

/** One line of the allocation table: pay this component of every instalment past due or due. */
export type AllocationRule = { scope: 'past-due-and-due'; component: DueComponent };
export type AllocationOrder = readonly DueComponent[];

export type AllocationStrategy = {
  order: AllocationOrder;
  /**
   * 'component-first': the first component of every due instalment, oldest first, then the second
   * across them all, and so on. 'instalment-first': the oldest instalment cleared in the order
   * before the next one gets anything.
   */
  across: 'component-first' | 'instalment-first';
};

export const rbiIndiaOrder: AllocationOrder = ['penal', 'fees', 'interest', 'principal'];

/** RBI-India: all interest of the overdue and due instalments is paid before any principal. */
export const defaultAllocation: AllocationStrategy = { order: rbiIndiaOrder, across: 'component-first' };

/** Fineract's mifos-standard: penal, fees, interest, principal, one instalment at a time. */
export const perInstalmentOrder: AllocationStrategy = { order: rbiIndiaOrder, across: 'instalment-first' };

export type Allocation = { instalmentNumber: number; component: DueComponent; amount: Paise };
export type ReceiptAllocation = { allocations: Allocation[]; excess: Paise };

/** The order as its table of rules, the shape a product setting stores. */
export function allocationRules(order: AllocationOrder): AllocationRule[] {
  return order.map((component) => ({ scope: 'past-due-and-due', component }));
}

function checkOrder(order: AllocationOrder): void {
  // A component left out would never be paid: the money for it would sit as an advance while
  // the instalment stayed overdue.
  const complete = order.length === dueComponents.length && dueComponents.every((c) => order.includes(c));
  if (!complete)
    throw new RangeError(`An allocation order names each component once; got ${order.join(', ')}`);
}

/** The (instalment, component) pairs in the order they are paid. */
function steps(due: readonly InstalmentDue[], strategy: AllocationStrategy): [InstalmentDue, DueComponent][] {
  return strategy.across === 'component-first'
    ? strategy.order.flatMap((component) =>
        due.map((each): [InstalmentDue, DueComponent] => [each, component]),
      )
    : due.flatMap((each) =>
        strategy.order.map((component): [InstalmentDue, DueComponent] => [each, component]),
      );
}

export function allocateReceipt(
  dues: readonly InstalmentDue[],
  amount: Paise,
  asOf: IsoDate,
  strategy: AllocationStrategy = defaultAllocation,
): ReceiptAllocation {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`A receipt is a whole, non-negative number of paise; got ${amount}`);
  checkOrder(strategy.order);
  for (const each of dues) {
    for (const component of dueComponents) {
      const unpaid = each.unpaid[component];
      if (!Number.isSafeInteger(unpaid) || unpaid < 0)
        throw new RangeError(`Instalment ${each.instalmentNumber} owes ${unpaid} of ${component}`);
    }
  }
  const due = oldestFirst(dues.filter((each) => isDueBy(each, asOf)));
  const allocations: Allocation[] = [];
  let left: number = amount;
  for (const [each, component] of steps(due, strategy)) {
    if (left === 0) break;
    const paid = Math.min(left, each.unpaid[component]);
    if (paid === 0) continue;
    allocations.push({ instalmentNumber: each.instalmentNumber, component, amount: paise(paid) });
    left -= paid;
  }
  return { allocations, excess: paise(left) };
}
