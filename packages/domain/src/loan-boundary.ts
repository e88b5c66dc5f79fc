/**
 * A product's loan boundary (spec 000 §4.4, §5.3): the amount, in paise, lies within its range,
 * both ends included; the tenure is one the product offers, from its minimum to its maximum in
 * its steps. The browser, the server and the back office all ask these, so a form never accepts
 * what the server refuses.
 */
export type AmountRange = readonly [min: number, max: number];
export type TenureSteps = { min: number; max: number; step: number };

/** A whole number of paise within the range. */
export function isAmountWithin(amount: number, [min, max]: AmountRange): boolean {
  return Number.isSafeInteger(amount) && amount >= min && amount <= max;
}

/** The amount brought within the range. */
export function clampAmount(amount: number, [min, max]: AmountRange): number {
  return Math.min(Math.max(amount, min), max);
}

/** The tenures offered, shortest first; a step below one month counts as one. */
export function tenureOptions({ min, max, step }: TenureSteps): number[] {
  const by = Math.max(1, step);
  const tenures: number[] = [];
  for (let months = min; months <= max; months += by) tenures.push(months);
  return tenures;
}

export function isTenureOffered(months: number, steps: TenureSteps): boolean {
  return tenureOptions(steps).includes(months);
}
