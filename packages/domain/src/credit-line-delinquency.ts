import { compareDates, type IsoDate } from './calendar-date.ts';
import { type CreditLineBill } from './credit-line-billing.ts';
import { standardChargePolicy, type ChargePolicy } from './loan-charges.ts';
import { type InstalmentDue } from './loan-dues.ts';
import { assetClasses, classifyAt, type AssetClass } from './loan-delinquency.ts';
import { paise, type Paise } from './money.ts';

/**
 * A credit line's days past due, asset class and penal charge: the term loans' rules
 * (loan-delinquency.ts, loan-charges.ts) with each bill as an instalment falling due on its due
 * date (the 5th). A bill is overdue from the end of its due date while its interest or principal
 * is unpaid; charges alone never make it so. The penal charge is levied once for each bill, at the
 * end of its due date, if it is overdue then (RBI's penal charges circular: a charge, never
 * interest). A borrower is classified as a whole (IRACP): an NPA on any of their accounts makes
 * every one of them an NPA, and each comes out of it only with its own arrears cleared.
 */

/** The bills as the term loans' dues: charges as fees, due on the 5th. */
export const billsAsDues = (bills: readonly CreditLineBill[]): InstalmentDue[] =>
  bills.map((bill) => ({
    instalmentNumber: bill.billNumber,
    dueDate: bill.dueDate,
    unpaid: {
      penal: paise(0),
      fees: bill.unpaid.charges,
      interest: bill.unpaid.interest,
      principal: bill.unpaid.principal,
    },
  }));

/**
 * The line's class at the end of `closedDay`, from the bills unpaid then. `borrowerNpa`: another
 * account of the borrower is an NPA, so this one is too, whatever its own arrears.
 */
export function classifyLine(
  previous: AssetClass,
  bills: readonly CreditLineBill[],
  closedDay: IsoDate,
  borrowerNpa = false,
): { dpd: number | null; assetClass: AssetClass } {
  return classifyAt(previous, billsAsDues(bills), closedDay, borrowerNpa);
}

/** The penal charge to levy at the end of `closedDay`: for each bill whose due date it is, if overdue. */
export function linePenalCharges(
  bills: readonly CreditLineBill[],
  closedDay: IsoDate,
  policy: ChargePolicy = standardChargePolicy,
): Array<{ billNumber: number; charge: Paise }> {
  return bills
    .filter((bill) => compareDates(bill.dueDate, closedDay) === 0)
    .filter((bill) => bill.unpaid.interest > 0 || bill.unpaid.principal > 0)
    .map((bill) => ({ billNumber: bill.billNumber, charge: policy.penalPerMissedInstalment }))
    .filter(({ charge }) => charge > 0);
}

/** The worst class among a borrower's accounts: what an NPA on one does to the others. */
export function worstClass(classes: readonly AssetClass[]): AssetClass {
  return classes.reduce<AssetClass>(
    (worst, each) => (assetClasses.indexOf(each) > assetClasses.indexOf(worst) ? each : worst),
    'STANDARD',
  );
}
