import { type IsoDate } from './calendar-date.ts';
import { daysBetween, hasArrears, isDueBy, oldestFirst, type InstalmentDue } from './loan-dues.ts';

/**
 * Days past due and the RBI asset classification (IRACP; reference/lending-rules.md §2.2-2.3).
 * An instalment is overdue at the day-end of its own due date, which is day 0: due 31 March and
 * unpaid, it is SMA-1 at the day-end of 30 April, SMA-2 of 30 May and NPA of 29 June. Only
 * principal and interest count; unpaid charges alone never make an account overdue.
 */

export const assetClasses = ['STANDARD', 'SMA-0', 'SMA-1', 'SMA-2', 'NPA'] as const;
export type AssetClass = (typeof assetClasses)[number];

/** Lower bounds of the buckets, in days past due (RBI tags at the completion of 30, 60 and 90 days). */
const buckets: readonly (readonly [number, AssetClass])[] = [
  [90, 'NPA'],
  [60, 'SMA-2'],
  [30, 'SMA-1'],
  [0, 'SMA-0'],
];

/** The due date of the oldest instalment with principal or interest unpaid at `businessDate`, or null. */
export function overdueSince(dues: readonly InstalmentDue[], businessDate: IsoDate): IsoDate | null {
  const oldest = oldestFirst(dues.filter((due) => isDueBy(due, businessDate) && hasArrears(due)))[0];
  return oldest ? oldest.dueDate : null;
}

/** Days from the oldest unpaid due date to `businessDate` (the due date itself is 0), or null. */
export function daysPastDue(dues: readonly InstalmentDue[], businessDate: IsoDate): number | null {
  const since = overdueSince(dues, businessDate);
  return since === null ? null : daysBetween(since, businessDate);
}

/**
 * The class at a day-end. An NPA is upgraded only when every arrear of principal and interest is
 * paid (the account then goes straight to STANDARD); a partial payment that lowers the days past
 * due leaves it NPA. Below NPA the class follows the days past due, down as well as up.
 */
export function classify(previous: AssetClass, dpd: number | null, arrearsCleared: boolean): AssetClass {
  if (dpd !== null && (!Number.isInteger(dpd) || dpd < 0))
    throw new RangeError(`Days past due are a whole number, at least 0; got ${dpd}`);
  if (arrearsCleared !== (dpd === null))
    throw new RangeError(
      `Arrears are cleared exactly when nothing is past due (dpd ${dpd}, cleared ${arrearsCleared})`,
    );
  if (previous === 'NPA' && !arrearsCleared) return 'NPA';
  if (dpd === null) return 'STANDARD';
  return buckets.find(([from]) => dpd >= from)?.[1] ?? 'SMA-0';
}

/**
 * The class at `businessDate`'s end from the dues. `borrowerNpa`: another account of the borrower
 * (a credit line) is an NPA, and IRACP classifies the borrower, so this one is too whatever its
 * own arrears; it comes out of it as any NPA does, once its own arrears are cleared and the
 * borrower's other accounts are no longer NPAs.
 */
export function classifyAt(
  previous: AssetClass,
  dues: readonly InstalmentDue[],
  businessDate: IsoDate,
  borrowerNpa = false,
): { dpd: number | null; assetClass: AssetClass } {
  const dpd = daysPastDue(dues, businessDate);
  return { dpd, assetClass: borrowerNpa ? 'NPA' : classify(previous, dpd, dpd === null) };
}

/** IRACP income recognition: no interest is accrued as income on an NPA (it is booked when received). */
export function accruesIncome(assetClass: AssetClass): boolean {
  return assetClass !== 'NPA';
}
