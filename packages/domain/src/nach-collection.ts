import { compareDates, type IsoDate } from './calendar-date.ts';
import { paise, type Paise } from './money.ts';
import { addDays } from './working-days.ts';

/**
 * How instalments are collected through a NACH mandate (reference/lending-rules.md §3.3;
 * docs/decisions.md 'NACH collections'): what a due date's debit presents, when a returned debit
 * is presented again, which answers carry a bounce charge, and when the pre-debit notice goes.
 */
export const nachCollectionPolicy = {
  /** Presentations of one instalment at most: the first and two more after returns. */
  maxPresentations: 3,
  /** A returned debit is presented again this many days after its charge date. */
  representAfterDays: 5,
  /**
   * No re-presentation this close to the next due date: that date's debit takes the arrears
   * within the mandate's maximum, and a mandate takes one debit a date.
   */
  clearOfNextDueDays: 3,
  /** Returns that may clear on a later try: funds insufficient. Others need the borrower or operations. */
  retryableReturnCodes: ['04'] as readonly string[],
  /** The notice goes at the close this many days before the charge date: at least 24 hours ahead. */
  noticeDaysAhead: 2,
  /** Hours between the notice and the charge date's first clearing cycle, at least. */
  noticeLeadHours: 24,
} as const;

export type NachCollectionPolicy = typeof nachCollectionPolicy;

/**
 * What a due date's debit presents: everything owed by the charge date less the advance, within
 * the mandate's maximum amount (a debit above it is returned 05 'exceeds arrangement'); what is
 * left over is for the borrower to pay by the gateway. Zero when nothing is owed; null when not
 * even the instalment falling due fits the mandate (operations must look at the mandate).
 */
export function presentableAmount(input: {
  owed: number;
  advance: number;
  instalmentDue: number;
  maxAmount: number;
}): Paise | null {
  const owed = Math.max(0, input.owed - input.advance);
  if (owed === 0) return paise(0);
  const instalment = Math.min(owed, Math.max(0, input.instalmentDue - input.advance));
  if (instalment > input.maxAmount) return null;
  return paise(Math.min(owed, input.maxAmount));
}

/** An answer to one presentation of an instalment. */
export type PresentationOutcome = {
  attempt: number;
  chargeDate: IsoDate;
  status: 'returned' | 'rejected';
  reasonCode: string | null;
};

/**
 * The charge date of the next presentation of an instalment after a return, or null when there is
 * none: only a bank return the policy deems retryable, within the presentations allowed, and never
 * within `clearOfNextDueDays` of the next instalment's due date (which presents the arrears).
 * NPCI's rejection of our own input (an inactive or unknown mandate) is never presented again.
 */
export function representationDate(
  last: PresentationOutcome,
  nextDueDate: IsoDate | null,
  policy: NachCollectionPolicy = nachCollectionPolicy,
): IsoDate | null {
  if (last.status !== 'returned' || !last.reasonCode) return null;
  if (!policy.retryableReturnCodes.includes(last.reasonCode)) return null;
  if (last.attempt >= policy.maxPresentations) return null;
  const date = addDays(last.chargeDate, policy.representAfterDays);
  if (nextDueDate && compareDates(date, addDays(nextDueDate, -policy.clearOfNextDueDays)) > 0) return null;
  return date;
}

/**
 * Whether an answer levies the bounce charge: a return by the borrower's bank with its reason code,
 * the instalment's first. NPCI refusing our input (rejected) is the lender's failure, and a
 * re-presentation the lender chose to make never costs the borrower a second charge.
 */
export function leviesBounceCharge(
  outcome: Pick<PresentationOutcome, 'status' | 'reasonCode'>,
  alreadyCharged: boolean,
): boolean {
  return outcome.status === 'returned' && !!outcome.reasonCode && !alreadyCharged;
}

/**
 * The earliest charge date a debit may take when its notice went at `noticeAt`: the first day whose
 * first clearing cycle (06:00 India) is at least `noticeLeadHours` after the notice.
 */
export function earliestChargeDate(
  noticeAt: Date,
  policy: NachCollectionPolicy = nachCollectionPolicy,
): IsoDate {
  const earliest = noticeAt.getTime() + policy.noticeLeadHours * 3_600_000;
  // The India date of the instant, then a day more when its 06:00 comes before the earliest instant.
  const india = new Date(earliest + 5.5 * 3_600_000).toISOString().slice(0, 10) as IsoDate;
  const cycle = Date.parse(`${india}T06:00:00+05:30`);
  return cycle >= earliest ? india : addDays(india, 1);
}
