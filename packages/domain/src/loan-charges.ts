import { compareDates, type IsoDate } from './calendar-date.ts';
import { hasArrears, type InstalmentDue } from './loan-dues.ts';
import { basisPoints, multiplyPaiseByBasisPoints, paise, type BasisPoints, type Paise } from './money.ts';

/**
 * The charges the KFS states (lender-terms.ts): a penal charge once for each instalment not paid
 * by its due date, a charge and never interest (RBI penal charges circular, Aug 2023: no
 * capitalisation, nothing accrues on it), with no GST (Circular 245/02/2025-GST); and a bounce
 * charge once per instalment whose mandate debit the bank returns unpaid: a penal charge too (for
 * the borrower's failure to keep the funds, not a service), so no GST either (docs/decisions.md).
 * NPCI refusing our own input (an inactive or unknown mandate) is never charged.
 */
export type ChargePolicy = {
  penalPerMissedInstalment: Paise;
  bounceCharge: Paise;
  bounceChargeGstRate: BasisPoints;
};

export const standardChargePolicy: ChargePolicy = {
  penalPerMissedInstalment: paise(50_000),
  bounceCharge: paise(25_000),
  bounceChargeGstRate: basisPoints(0),
};

/**
 * The penal charge to levy at `businessDate`'s day-end: the policy's amount once the instalment is
 * overdue (its principal or interest unpaid at the end of its due date or later) and not yet
 * charged; otherwise nothing.
 */
export function penalChargeDue(
  instalment: InstalmentDue,
  businessDate: IsoDate,
  alreadyCharged: boolean,
  policy: ChargePolicy,
): Paise {
  const overdue = compareDates(businessDate, instalment.dueDate) >= 0 && hasArrears(instalment);
  return overdue && !alreadyCharged ? policy.penalPerMissedInstalment : paise(0);
}

/** The bounce charge and its GST, half up to the paisa: Rs 250 and no GST under the standard policy. */
export function bounceCharge(policy: ChargePolicy): { charge: Paise; gst: Paise } {
  return {
    charge: policy.bounceCharge,
    gst: multiplyPaiseByBasisPoints(policy.bounceCharge, policy.bounceChargeGstRate, 'half-up'),
  };
}
