import { divideRounded } from './bigint-division.ts';
import { daysInMonth, type IsoDate, isoDate, parseIsoDate } from './calendar-date.ts';
import { productBookId } from './ledger.ts';
import { paise, type Paise } from './money.ts';
import { addDays } from './working-days.ts';

/**
 * Insurance sold as a distributor (spec 002 §9, reference/lending-rules.md §7): premiums are kept
 * in the product's own book; a policy's cover runs from its day of issue for its months; the
 * customer may cancel within 30 days of receiving it (IRDAI free look) and is refunded the premium
 * less the part for the days already covered (docs/decisions.md "Insurance free look refund").
 */
export const insuranceBookId = productBookId;

/** IRDAI Master Circular on Protection of Policyholders' Interests (2024): 30 days from receipt. */
export const freeLookDays = 30;

/** How long an insurance order may wait for its premium before it ends unpaid. */
export const insurancePayMinutes = 30;

const dayMs = 86_400_000;
const indiaMidnight = (day: IsoDate) => new Date(`${day}T00:00:00+05:30`);

/** The date `months` calendar months after `date`, on the month's last day when it has no such day. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: "${date}"`);
  const index = parts.year * 12 + (parts.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(parts.day, daysInMonth(year, month));
  return isoDate(
    `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  );
}

/** A cover of `months` starting on its day of issue: its first and last day (a year from 1 Jan ends 31 Dec). */
export function coverPeriod(issuedOn: IsoDate, months: number): { coverFrom: IsoDate; coverTill: IsoDate } {
  return { coverFrom: issuedOn, coverTill: addDays(addMonths(issuedOn, months), -1) };
}

/** The free look period's last day: the 30th day after the policy was received. */
export const freeLookLastDay = (receivedOn: IsoDate) => addDays(receivedOn, freeLookDays);

/** The instant the free look period ends: midnight in India after its last day. */
export const freeLookEndsAt = (receivedOn: IsoDate) => indiaMidnight(addDays(freeLookLastDay(receivedOn), 1));

/** Whether a cancellation asked on `on` is within the free look of a policy received on `receivedOn`. */
export const withinFreeLook = (receivedOn: IsoDate, on: IsoDate) =>
  on >= receivedOn && on <= freeLookLastDay(receivedOn);

const daysBetween = (from: IsoDate, to: IsoDate) =>
  Math.round((indiaMidnight(to).getTime() - indiaMidnight(from).getTime()) / dayMs);

/**
 * What a free look cancellation gives back: the premium paid less the proportionate risk premium
 * for the days the policy covered before the cancellation (the day of cancelling not counted), the
 * deduction rounded down, so the customer never gets less than their share.
 */
export function freeLookRefund(
  price: Paise,
  cover: { coverFrom: IsoDate; coverTill: IsoDate },
  cancelledOn: IsoDate,
): Paise {
  const termDays = daysBetween(cover.coverFrom, cover.coverTill) + 1;
  const covered = Math.min(Math.max(daysBetween(cover.coverFrom, cancelledOn), 0), termDays);
  const deduction = divideRounded(BigInt(price) * BigInt(covered), BigInt(termDays), 'down');
  return paise(price - Number(deduction));
}

/**
 * A premium with its tax: the tax on the premium at `rateBasisPoints`, half up, and the price the
 * customer pays. 18% on ₹128.81 is ₹23.19: the ₹152 the spec shows for Hospicash.
 */
export function pricePremium(premium: Paise, rateBasisPoints: number): { tax: Paise; price: Paise } {
  const tax = paise(Number(divideRounded(BigInt(premium) * BigInt(rateBasisPoints), 10_000n, 'half-up')));
  return { tax, price: paise(premium + tax) };
}
