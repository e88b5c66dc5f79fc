import { allocatePaise, paise, sumPaise, type Paise } from './money.ts';

/**
 * Splits what a loan repays into `count` equated instalments as lenders do: the EMI is the total
 * divided by the count, rounded up to the paisa, and every instalment but the last is the EMI;
 * the last takes what is left, smaller when the total does not divide (Rs 1,30,000 over 12: eleven
 * of 10,833.34 and a last of 10,833.26). The instalments sum exactly to the total. A total of a few
 * rupees over many months, where rounding up would leave the last nothing, is spread evenly
 * instead (the first ones a paisa larger).
 */
export function equatedInstalments(total: Paise, count: number): Paise[] {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`Count must be a whole number, at least 1; got ${count}`);
  if (!Number.isSafeInteger(total) || total < 0)
    throw new RangeError(`Total must be paise, at least 0; got ${total}`);
  const emi = Math.ceil(total / count);
  const last = total - emi * (count - 1);
  if (last <= 0)
    return allocatePaise(
      total,
      Array.from({ length: count }, () => 1),
    );
  return [...Array.from({ length: count - 1 }, () => paise(emi)), paise(last)];
}

/** What a schedule is stated as, on every screen and document: one EMI, the count, the last one where it differs, the total. */
export type InstalmentFigures = {
  /** The equated instalment: the first instalment, which every one but the last repeats. */
  emi: Paise;
  count: number;
  /** The last instalment, when it differs from the EMI (the total's adjustment); null when it does not. */
  lastInstalment: Paise | null;
  /** What the instalments repay: the EMI times the count, less the last instalment's adjustment. */
  total: Paise;
};

/**
 * The figures of a schedule's instalments (spec 001 §9: the total repayment is the instalment
 * times the tenure): the EMI, how many, and the last instalment where it is not the EMI, so that
 * the total stated is the EMI times the count with the last one's adjustment shown. The offer,
 * the KFS and the agreement, the loan's details and its EMI calendar all state these.
 */
export function instalmentFigures(instalments: readonly Paise[]): InstalmentFigures {
  const [first] = instalments;
  if (first === undefined) throw new RangeError('A schedule has at least one instalment');
  const last = instalments[instalments.length - 1] ?? first;
  return {
    emi: first,
    count: instalments.length,
    lastInstalment: instalments.length > 1 && last !== first ? last : null,
    total: sumPaise(instalments),
  };
}
