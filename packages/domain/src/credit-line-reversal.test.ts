import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import { billUnpaid } from './credit-line-billing.ts';
import { reverseDrawdown } from './credit-line-reversal.ts';
import { creditLineTerms } from './credit-line-test-kit.ts';
import { advanceTo, drawDown, openCreditLine, repay, type CreditLine } from './credit-line.ts';
import { paise } from './money.ts';

// The reference line (Rs 50,000 at 24%, a Rs 500 processing fee, a 2% convenience fee of at least
// Rs 199 with GST 18%, opened 5 Jan 2027): Rs 10,000 drawn on 12 Jan, and Rs 5,000 on 20 Jan whose
// payout the bank returns. Held against the same line that never drew the Rs 5,000.

const on = (line: CreditLine, date: string) => advanceTo(line, isoDate(date)).line;
function draw(line: CreditLine, amount: number) {
  const drawn = drawDown(line, paise(amount));
  if (!drawn.ok) throw new Error(drawn.refusal.message);
  return drawn;
}
const first = draw(on(openCreditLine(creditLineTerms()), '2027-01-12'), 1_000_000).line;
const returned = draw(on(first, '2027-01-20'), 500_000);
const withBoth = returned.line;
const returnedDrawdown = {
  amount: paise(500_000),
  fee: returned.fee.fee,
  gst: returned.fee.gst,
  paidOn: isoDate('2027-01-20'),
};

describe('a drawdown returned by the bank', () => {
  it('before its bill: the line is as if it never drew it, to the exact interest', () => {
    const reversal = reverseDrawdown(on(withBoth, '2027-01-25'), returnedDrawdown);
    const never = on(first, '2027-01-25');
    expect(reversal.line).toEqual(never);
    expect(reversal).toMatchObject({
      principal: 500_000,
      charges: returned.fee.fee + returned.fee.gst,
      credit: 0,
    });
    // Five days at 24% on Rs 5,000: Rs 16.44.
    expect(reversal.interest).toBe(1_644);
    expect(reversal.interestCharged).toBe(1_644);
  });

  it('after its bill: off that bill’s principal, fee and interest, and off the days since', () => {
    const billed = on(withBoth, '2027-02-03');
    const never = on(first, '2027-02-03');
    const reversal = reverseDrawdown(billed, returnedDrawdown);
    const [bill] = reversal.line.bills;
    const [neverBill] = never.bills;
    expect(bill?.unpaid.principal).toBe(neverBill?.unpaid.principal);
    expect(bill?.unpaid.charges).toBe(neverBill?.unpaid.charges);
    // The bill's interest is rounded once over the period: at most a paisa from the line that never drew.
    expect(Math.abs((bill?.unpaid.interest ?? 0) - (neverBill?.unpaid.interest ?? 0))).toBeLessThanOrEqual(1);
    expect(reversal.line.periodInterest).toBe(never.periodInterest);
    expect(reversal.line.principal).toBe(never.principal);
    expect(reversal.credit).toBe(0);
  });

  it('after its bill was paid: what was paid of it is the borrower’s credit', () => {
    const billed = on(withBoth, '2027-02-03');
    const paidBill = billed.bills[0];
    if (!paidBill) throw new Error('no bill');
    const paid = repay(billed, billUnpaid(paidBill)).line;
    const reversal = reverseDrawdown(paid, returnedDrawdown);
    const billedInterest =
      (billed.bills[0]?.interest ?? 0) - (on(first, '2027-02-03').bills[0]?.interest ?? 0);
    expect(reversal.principal).toBe(0);
    expect(reversal.charges).toBe(0);
    expect(
      Math.abs(reversal.credit - (500_000 + returned.fee.fee + returned.fee.gst + billedInterest)),
    ).toBeLessThanOrEqual(1);
    // The two days since the bill were still owed: they come off, not back.
    expect(reversal.line.periodInterest).toBe(on(first, '2027-02-03').periodInterest);
    expect(reversal.interest).toBe(658);
    expect(reversal.line.bills[0]?.unpaid).toEqual({ charges: 0, interest: 0, principal: 0 });
  });

  it('returned on the day it was paid: nothing but the principal and the fee', () => {
    const sameDay = reverseDrawdown(withBoth, returnedDrawdown);
    expect(sameDay).toMatchObject({ principal: 500_000, interest: 0, interestCharged: 0, credit: 0 });
    expect(sameDay.line.periodInterest).toBe(withBoth.periodInterest);
  });
});
