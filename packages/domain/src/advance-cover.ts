import { oldestFirst, type InstalmentDue } from './loan-dues.ts';
import { paise, type Paise } from './money.ts';

/** What is still to pay of one instalment, and how much of it the borrower's advance will pay. */
export type InstalmentCover = {
  instalmentNumber: number;
  /** Everything unpaid of the instalment: principal, interest and its charges. */
  unpaid: Paise;
  /** Of `unpaid`, what the advance held pays when the instalment falls due (or at today's close, if it has). */
  advance: Paise;
};

const unpaidOf = (due: InstalmentDue) =>
  due.unpaid.penal + due.unpaid.fees + due.unpaid.interest + due.unpaid.principal;

/**
 * How an advance the borrower holds will be spent (docs/decisions.md, allocation): the close of
 * business applies it to what falls due, so it goes to the instalments oldest first, each paid
 * in full before the next takes any. An instalment whose `advance` equals its `unpaid` is paid in
 * advance; one with less has `unpaid - advance` left for the borrower to pay.
 */
export function advanceCover(dues: readonly InstalmentDue[], advance: Paise): InstalmentCover[] {
  let spare = Math.max(0, advance);
  return oldestFirst(dues).map((due) => {
    const unpaid = unpaidOf(due);
    const covered = Math.min(spare, Math.max(0, unpaid));
    spare -= covered;
    return { instalmentNumber: due.instalmentNumber, unpaid: paise(unpaid), advance: paise(covered) };
  });
}
