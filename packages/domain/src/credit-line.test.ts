import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import { creditLineTerms } from './credit-line-test-kit.ts';
import { type CreditLineTerms } from './credit-line-terms.ts';
import {
  accruedInterest,
  advanceTo,
  availableLimitOf,
  drawDown,
  isLineSettled,
  lineOutstanding,
  openCreditLine,
  placeHold,
  releaseHold,
  repay,
  unbilledPrincipal,
  type CreditLine,
  type Refusable,
} from './credit-line.ts';
import { paise, sumPaise } from './money.ts';

// Fineract's test shape: set the business date, run the day-ends, then assert the bills, the
// accruals and the line together. The reference line: Rs 50,000 at 24%, a Rs 500 processing fee,
// a 2% convenience fee of at least Rs 199, GST 18%, opened 5 Jan 2027.

function accepted<T>(result: Refusable<T>): CreditLine {
  if (!result.ok) throw new Error(`Refused: ${result.refusal.message}`);
  return result.line;
}
const on = (line: CreditLine, date: string) => advanceTo(line, isoDate(date));
const draw = (line: CreditLine, amount: number) => accepted(drawDown(line, paise(amount)));
const opened = (overrides: Partial<CreditLineTerms> = {}) => openCreditLine(creditLineTerms(overrides));

describe('a credit line through its first bill', () => {
  const drawn = draw(on(opened(), '2027-01-12').line, 1_000_000);
  const billed = on(drawn, '2027-02-01');

  it('draws Rs 10,000 with a Rs 200 convenience fee plus Rs 36 GST, outside the limit', () => {
    const result = drawDown(on(opened(), '2027-01-12').line, paise(1_000_000));
    expect(result.ok && result.fee).toEqual({ fee: 20_000, gst: 3_600 });
    expect(availableLimitOf(drawn)).toBe(4_000_000);
    expect(lineOutstanding(drawn)).toBe(1_000_000);
  });

  it('bills January on 1 Feb: Rs 131.51 interest, the processing and convenience fees with GST, all principal', () => {
    expect(billed.bills).toEqual([
      {
        billNumber: 1,
        billDate: '2027-02-01',
        periodStart: '2027-01-05',
        periodEnd: '2027-01-31',
        dueDate: '2027-02-05',
        interest: 13_151,
        fees: 70_000,
        gst: 12_600,
        principal: 1_000_000,
        unpaid: { charges: 82_600, interest: 13_151, principal: 1_000_000 },
      },
    ]);
    expect(billed.accruals.filter((day) => day.date < '2027-01-12').every((day) => day.amount === 0)).toBe(
      true,
    );
    expect(sumPaise(billed.accruals.map((day) => day.amount))).toBe(13_151);
    expect(lineOutstanding(billed.line)).toBe(1_095_751);
  });

  it('clears the bill with a repayment on the 3rd, giving the limit back; two more days of interest follow on 1 Mar', () => {
    const paid = repay(on(billed.line, '2027-02-03').line, paise(1_095_751));
    expect(paid.repayment.principalPaid).toBe(1_000_000);
    expect(lineOutstanding(paid.line)).toBe(0);
    expect(availableLimitOf(paid.line)).toBe(5_000_000);
    expect(accruedInterest(paid.line)).toBe(1_315); // 1 and 2 Feb on Rs 10,000: 13.1507
    const march = on(paid.line, '2027-03-01');
    expect(march.bills).toMatchObject([{ billNumber: 2, interest: 1_315, fees: 0, gst: 0, principal: 0 }]);
    expect(march.bills[0]?.dueDate).toBe('2027-03-05');
  });

  it('makes no bill for a month that asks for nothing', () => {
    const quiet = on(on(opened(), '2027-02-01').line, '2027-03-01');
    expect(quiet.bills).toEqual([]);
    expect(quiet.line.bills).toHaveLength(1); // the processing fee's bill, on 1 Feb
  });
});

describe('holds and refusals', () => {
  it('holds a requested drawdown against the limit until it is paid out or fails', () => {
    const held = accepted(placeHold(opened(), paise(3_000_000)));
    expect(availableLimitOf(held)).toBe(2_000_000);
    expect(drawDown(held, paise(2_500_000))).toEqual({
      ok: false,
      refusal: { code: 'ABOVE_AVAILABLE_LIMIT', message: 'Amount should be within Available Limit' },
    });
    const paidOut = accepted(drawDown(held, paise(3_000_000), true));
    expect(paidOut).toMatchObject({ principal: 3_000_000, holds: 0 });
    expect(availableLimitOf(releaseHold(held, paise(3_000_000)))).toBe(5_000_000);
    expect(() => releaseHold(held, paise(3_000_001))).toThrow(RangeError);
    expect(() => drawDown(held, paise(3_000_001), true)).toThrow(RangeError);
  });

  it('refuses nothing and more than the room left, naming the room', () => {
    const line = draw(opened(), 4_000_000);
    expect(drawDown(line, paise(0))).toMatchObject({
      ok: false,
      refusal: { message: 'Please Enter amount between 0 and ₹10,000' },
    });
    expect(drawDown(line, paise(1_000_001))).toMatchObject({
      ok: false,
      refusal: { code: 'ABOVE_AVAILABLE_LIMIT' },
    });
    expect(accepted(drawDown(line, paise(1_000_000))).principal).toBe(5_000_000);
  });

  it('never raises the limit: an overpayment comes back as excess', () => {
    const line = draw(opened(), 1_000_000);
    const paid = repay(line, paise(1_500_000));
    expect(paid.repayment).toMatchObject({ principalPaid: 1_000_000, excess: 500_000 });
    expect(availableLimitOf(paid.line)).toBe(5_000_000);
  });

  it('cannot go back in time', () => {
    expect(() => on(on(opened(), '2027-02-01').line, '2027-01-31')).toThrow(RangeError);
  });
});

describe('principal collected daily', () => {
  it('bills only interest and charges while daily collections pay the principal', () => {
    let line = draw(on(opened({ principalRepayment: 'daily' }), '2027-01-12').line, 1_000_000);
    for (let day = 13; day <= 22; day += 1)
      line = repay(on(line, `2027-01-${day}`).line, paise(100_000)).line;
    const billed = on(line, '2027-02-01');
    // Day-ends from 12 to 21 Jan hold Rs 10,000, 9,000, ... 1,000: 55,000 rupee-days at 24% / 365.
    expect(billed.bills[0]).toMatchObject({ interest: 3_616, fees: 70_000, gst: 12_600, principal: 0 });
    expect(unbilledPrincipal(billed.line)).toBe(0);
  });
});

describe('expiry', () => {
  const terms = { principalRepayment: 'daily' as const, expiresOn: isoDate('2027-03-15') };
  const drawn = draw(on(opened(terms), '2027-02-20').line, 1_000_000);
  const march = on(drawn, '2027-03-01');

  it('bills no principal of a daily variant before expiry', () => {
    expect(march.bills).toMatchObject([{ billNumber: 2, interest: 5_918, principal: 0 }]); // 9 days
  });

  it('refuses every drawdown from the day after the tenure, with nothing available', () => {
    expect(accepted(placeHold(on(march.line, '2027-03-15').line, paise(100))).holds).toBe(100);
    const expired = on(march.line, '2027-03-16').line;
    expect(availableLimitOf(expired)).toBe(0);
    expect(drawDown(expired, paise(100))).toEqual({
      ok: false,
      refusal: { code: 'LINE_EXPIRED', message: 'Loan Tenure has expired' },
    });
  });

  it('bills everything owed on the next 1st, and once that is paid the line is settled', () => {
    const april = on(march.line, '2027-04-01');
    expect(april.bills).toMatchObject([{ billNumber: 3, interest: 20_384, principal: 1_000_000 }]); // 31 days
    expect(unbilledPrincipal(april.line)).toBe(0);
    const paid = repay(april.line, lineOutstanding(april.line)).line;
    expect(lineOutstanding(paid)).toBe(0);
    const may = on(paid, '2027-05-01');
    expect(may.bills).toEqual([]);
    expect(isLineSettled(may.line)).toBe(true);
    expect(isLineSettled(april.line)).toBe(false);
  });
});

describe('bill cycles across the year end and the leap day', () => {
  it('bills December on 1 Jan of the next year', () => {
    const line = draw(on(opened({ expiresOn: isoDate('2028-06-30') }), '2027-12-20').line, 1_000_000);
    const january = on(line, '2028-01-01').bills.at(-1);
    expect(january).toMatchObject({
      billDate: '2028-01-01',
      periodStart: '2027-12-01',
      periodEnd: '2027-12-31',
    });
    expect(january?.interest).toBe(7_890); // 12 days on Rs 10,000: 78.9041
    expect(january?.dueDate).toBe('2028-01-05');
  });

  it('bills 29 days of February 2028 on 1 Mar and 28 of February 2029', () => {
    const leap = opened({ openedOn: isoDate('2028-01-10'), expiresOn: isoDate('2029-12-31') });
    const line = draw(on(leap, '2028-02-01').line, 1_000_000);
    const march2028 = on(line, '2028-03-01');
    expect(march2028.bills.at(-1)).toMatchObject({ periodStart: '2028-02-01', periodEnd: '2028-02-29' });
    expect(march2028.bills.at(-1)?.interest).toBe(19_068); // 29 days
    expect(march2028.accruals).toHaveLength(29);
    // The principal stays unpaid: interest runs on; February 2029 has 28 days.
    const march2029 = on(on(march2028.line, '2029-02-01').line, '2029-03-01');
    expect(march2029.bills.at(-1)).toMatchObject({ periodEnd: '2029-02-28', interest: 18_411 });
  });
});
