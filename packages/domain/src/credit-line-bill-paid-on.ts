import { compareDates, type IsoDate } from './calendar-date.ts';

export type BillPayments = {
  billDate: IsoDate;
  dueDate: IsoDate;
  /** The interest and principal the bill asked for, and what of them is still unpaid. */
  owed: number;
  unpaid: number;
};

/**
 * The day a credit line bill's interest and principal were paid in full, for the credit report:
 * the day the repayments received since its bill date reached what it asked. A bill paid before it
 * was made (principal repaid ahead) was paid by its due date; an unpaid one has no day. Money
 * received after the bill date may have gone first to an older bill, so the day can be early: the
 * line keeps what each repayment paid, not which bill.
 */
export function billPaidOn(
  bill: BillPayments,
  repayments: ReadonlyArray<{ receivedOn: IsoDate; paid: number }>,
): IsoDate | null {
  if (bill.unpaid > 0) return null;
  const since = repayments
    .filter((repayment) => compareDates(repayment.receivedOn, bill.billDate) >= 0)
    .toSorted((a, b) => compareDates(a.receivedOn, b.receivedOn));
  let received = 0;
  for (const repayment of since) {
    received += repayment.paid;
    if (received >= bill.owed) return repayment.receivedOn;
  }
  return bill.dueDate;
}
