import { type IsoDate } from './calendar-date.ts';
import { type BillComponent, type CreditLineBill } from './credit-line-billing.ts';
import { allocateReceipt, defaultAllocation } from './loan-allocation.ts';
import { type DueComponent, type InstalmentDue } from './loan-dues.ts';
import { paise, type Paise } from './money.ts';

/**
 * How a repayment on a credit line is spread: the term loans' RBI-India allocation
 * (loan-allocation.ts, docs/decisions.md), with each bill as an instalment. The charges (fees
 * and their GST) of every unpaid bill first, oldest bill first, then the interest of every bill,
 * then their principal; what is left pays principal drawn and not yet billed (the daily
 * collections of the distributor variants, or a borrower paying ahead), and anything beyond that
 * is the borrower's excess, which the line does not keep: it is refunded, never turned into more
 * limit. A bill can be paid from the day it is made, so for the allocation it falls due on its
 * bill date; the 5th is when it turns overdue. Every paisa of principal paid, billed or not, gives
 * the same amount of limit back.
 */

export type BillAllocation = { billNumber: number; component: BillComponent; amount: Paise };

export type LineRepayment = {
  allocations: BillAllocation[];
  /** Principal paid ahead of any bill. */
  unbilledPrincipal: Paise;
  /** All the principal paid, billed or not: what the available limit regains. */
  principalPaid: Paise;
  excess: Paise;
};

// A bill's charges are the instalment's 'fees' (bounce charges and their GST there); a line
// levies no penal charge in these rules, so that component is always nothing.
const asBillComponent = (component: DueComponent): BillComponent => {
  if (component === 'penal') throw new RangeError('A credit line bill carries no penal component');
  return component === 'fees' ? 'charges' : component;
};

function asInstalment(bill: CreditLineBill): InstalmentDue {
  const { charges, interest, principal } = bill.unpaid;
  return {
    instalmentNumber: bill.billNumber,
    dueDate: bill.billDate,
    unpaid: { penal: paise(0), fees: charges, interest, principal },
  };
}

export function allocateLineRepayment(
  bills: readonly CreditLineBill[],
  unbilledPrincipal: Paise,
  amount: Paise,
  date: IsoDate,
): LineRepayment {
  if (!Number.isSafeInteger(unbilledPrincipal) || unbilledPrincipal < 0)
    throw new RangeError(`Unbilled principal is whole, non-negative paise; got ${unbilledPrincipal}`);
  const receipt = allocateReceipt(bills.map(asInstalment), amount, date, defaultAllocation);
  const allocations = receipt.allocations.map((each) => ({
    billNumber: each.instalmentNumber,
    component: asBillComponent(each.component),
    amount: each.amount,
  }));
  const ahead = Math.min(receipt.excess, unbilledPrincipal);
  const billedPrincipal = allocations
    .filter((each) => each.component === 'principal')
    .reduce((sum, each) => sum + each.amount, 0);
  return {
    allocations,
    unbilledPrincipal: paise(ahead),
    principalPaid: paise(billedPrincipal + ahead),
    excess: paise(receipt.excess - ahead),
  };
}

/** The bills with the allocation's amounts paid off. */
export function payBills(
  bills: readonly CreditLineBill[],
  allocations: readonly BillAllocation[],
): CreditLineBill[] {
  return bills.map((bill) => {
    const unpaid = { ...bill.unpaid };
    for (const each of allocations)
      if (each.billNumber === bill.billNumber)
        unpaid[each.component] = paise(unpaid[each.component] - each.amount);
    return { ...bill, unpaid };
  });
}
