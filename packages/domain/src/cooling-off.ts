import { divideRounded } from './bigint-division.ts';
import { compareDates, isoDate, parseIsoDate, type IsoDate } from './calendar-date.ts';
import { paise, type BasisPoints, type Paise } from './money.ts';
import { addDays } from './working-days.ts';

/**
 * The cooling-off exit of a digital loan (RBI Digital Lending Directions 2025; Credit Facilities
 * Directions 2025, ch. III para 11): during the board-set period after disbursal the borrower may
 * exit 'by paying the principal and the proportionate APR without any penalty'. Of the readings
 * in docs/decisions.md ('Cooling-off exit') this is reading C: the amount actually paid out, plus
 * the all-in annual cost (APR, which already carries the fees) for the days held, simple interest
 * on a 365-day year. Nothing else is charged, and no fee is kept besides what the APR carries.
 */

export type CoolingOffTerms = {
  /** What reached the borrower's account. */
  netDisbursed: Paise;
  /** The KFS's all-inclusive APR, as stated (basis points). */
  apr: BasisPoints;
  disbursalDate: IsoDate;
  /** The lender's board-set period, in days from disbursal (at least 1). */
  coolingOffDays: number;
};

const daysFromEpoch = (date: IsoDate): number => {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: "${date}"`);
  return Math.round(Date.UTC(parts.year, parts.month - 1, parts.day) / 86_400_000);
};

/** Whole days from disbursal to the exit day; an exit on the day of disbursal counts as one day. */
export function daysHeld(disbursalDate: IsoDate, exitDate: IsoDate): number {
  return Math.max(1, daysFromEpoch(exitDate) - daysFromEpoch(disbursalDate));
}

/** The last day an exit is allowed: disbursal day plus the period. */
export function lastCoolingOffDay(terms: Pick<CoolingOffTerms, 'disbursalDate' | 'coolingOffDays'>): IsoDate {
  if (!Number.isInteger(terms.coolingOffDays) || terms.coolingOffDays < 1)
    throw new RangeError(`A cooling-off period is at least 1 day; got ${terms.coolingOffDays}`);
  return addDays(isoDate(terms.disbursalDate), terms.coolingOffDays);
}

export function isWithinCoolingOff(terms: CoolingOffTerms, exitDate: IsoDate): boolean {
  return compareDates(exitDate, terms.disbursalDate) >= 0 && compareDates(exitDate, lastCoolingOffDay(terms)) <= 0;
}

export type CoolingOffPayoff = { principal: Paise; cost: Paise; total: Paise; days: number };

/** What the borrower pays to exit on `exitDate`: the payout plus the proportionate APR, to the paisa (half up). */
export function coolingOffPayoff(terms: CoolingOffTerms, exitDate: IsoDate): CoolingOffPayoff {
  const days = daysHeld(terms.disbursalDate, exitDate);
  const cost = paise(
    Number(divideRounded(BigInt(terms.netDisbursed) * BigInt(terms.apr) * BigInt(days), 10_000n * 365n, 'half-up')),
  );
  return { principal: terms.netDisbursed, cost, total: paise(terms.netDisbursed + cost), days };
}
