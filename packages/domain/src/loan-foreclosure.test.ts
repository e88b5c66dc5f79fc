import { describe, expect, it } from 'vitest';

import { monthlyRateOfReturn } from './annual-percentage-rate.ts';
import { isoDate } from './calendar-date.ts';
import { accrualPeriods, earnedInPeriod } from './loan-accrual.ts';
import {
  foreclosureQuote,
  partPrepaymentSchedule,
  rescheduleAfterPrepayment,
  type ForeclosureQuoteInput,
} from './loan-foreclosure.ts';
import { duesOf, instalmentDue, scheduledLoan } from './loan-servicing-test-kit.ts';
import { basisPoints, paise, sumPaise } from './money.ts';

// The reference loan: Rs 1,00,000 at 2.5% flat a month over 12 months, disbursed 24 Nov 2026,
// due on the 5th. Row 1: principal 6,546.45, interest 4,286.89 over 42 days; row 2: interest
// 4,006.24 over 31 days.
const loan = scheduledLoan(10_000_000, 12, 250, '2026-11-24');
const quoteOn = (asOf: string, overrides: Partial<ForeclosureQuoteInput> = {}) =>
  foreclosureQuote({
    schedule: loan.schedule,
    disbursalDate: loan.disbursalDate,
    dues: duesOf(loan.schedule),
    advance: paise(0),
    asOf: isoDate(asOf),
    foreclosureChargeRate: basisPoints(0),
    ...overrides,
  });
const none = { penal: 0, fees: 0, interest: 0, principal: 0 };

describe('foreclosureQuote', () => {
  it('asks the principal alone on the day of disbursal', () => {
    expect(quoteOn('2026-11-24')).toEqual({
      overdue: none,
      principalNotDue: 10_000_000,
      interestAccrued: 0,
      foreclosureCharge: 0,
      advance: 0,
      total: 10_000_000,
      validOn: '2026-11-24',
    });
  });

  it('adds the interest earned so far in the current period: 30 of 42 days', () => {
    expect(quoteOn('2026-12-24')).toMatchObject({ interestAccrued: 306_206, total: 10_306_206 });
  });

  it('on a due date, asks the instalment due with its charges and no interest of the new period', () => {
    const dues = duesOf(loan.schedule).map((due) =>
      due.instalmentNumber === 1 ? instalmentDue(1, due.dueDate, { ...due.unpaid, penal: 50_000 }) : due,
    );
    expect(quoteOn('2027-01-05', { dues })).toEqual({
      overdue: { penal: 50_000, fees: 0, interest: 428_689, principal: 654_645 },
      principalNotDue: 9_345_355,
      interestAccrued: 0,
      foreclosureCharge: 0,
      advance: 0,
      total: 10_478_689,
      validOn: '2027-01-05',
    });
  });

  it('takes the advance off, and charges the foreclosure rate on the principal not due', () => {
    const dues = duesOf(loan.schedule).map((due) =>
      due.instalmentNumber === 1 ? instalmentDue(1, due.dueDate) : due,
    );
    // 15 of row 2's 31 days: 4,006.24 x 15 / 31 = 1,938.50.
    const quote = quoteOn('2027-01-20', { dues, advance: paise(500_000) });
    expect(quote).toMatchObject({ overdue: none, principalNotDue: 9_345_355, interestAccrued: 193_850 });
    expect(quote.total).toBe(9_345_355 + 193_850 - 500_000);
    const charged = quoteOn('2027-01-20', { dues, foreclosureChargeRate: basisPoints(200) });
    expect(charged.foreclosureCharge).toBe(186_907); // 2% of 93,453.55 = 1,869.071
    expect(charged.total).toBe(9_345_355 + 193_850 + 186_907);
  });

  it('never asks less than nothing when the advance covers it all', () => {
    expect(quoteOn('2026-11-24', { advance: paise(20_000_000) })).toMatchObject({
      advance: 20_000_000,
      total: 0,
    });
  });

  it('refuses a date before disbursal and a negative advance', () => {
    expect(() => quoteOn('2026-11-23')).toThrow(RangeError);
    expect(() => quoteOn('2026-11-24', { advance: paise(-1) })).toThrow(RangeError);
  });
});

describe('rescheduleAfterPrepayment (tenor reduction)', () => {
  const rate = monthlyRateOfReturn(loan.principal, loan.instalments);

  it('rebuilds the rows after the last one due on the lower principal, same instalment and dates, fewer rows', () => {
    const rows = rescheduleAfterPrepayment(loan.schedule, 3, paise(3_000_000), rate);
    expect(rows.slice(0, 3)).toEqual(loan.schedule.slice(0, 3));
    const rebuilt = rows.slice(3);
    const outstanding = loan.schedule[3]?.outstandingPrincipal ?? 0;
    expect(rebuilt[0]).toMatchObject({
      instalmentNumber: 4,
      dueDate: '2027-04-05',
      outstandingPrincipal: outstanding - 3_000_000,
      interest: Math.round((outstanding - 3_000_000) * rate),
      instalment: loan.schedule[3]?.instalment, // Rs 10,833.34: the first four carry the odd paise
    });
    expect(sumPaise(rebuilt.map((row) => row.principal))).toBe(outstanding - 3_000_000);
    expect(rebuilt.length).toBeLessThan(9);
    expect(rebuilt.map((row) => row.dueDate)).toEqual(
      loan.schedule.slice(3, 3 + rebuilt.length).map((r) => r.dueDate),
    );
    const last = rebuilt.at(-1);
    expect(last && last.instalment < 1_083_333).toBe(true);
  });

  it('ends the schedule when the prepayment clears the principal, and refuses more than is owed', () => {
    const outstanding = loan.schedule[3]?.outstandingPrincipal ?? 0;
    expect(rescheduleAfterPrepayment(loan.schedule, 3, paise(outstanding), rate)).toEqual(
      loan.schedule.slice(0, 3),
    );
    expect(() => rescheduleAfterPrepayment(loan.schedule, 3, paise(outstanding + 1), rate)).toThrow(
      RangeError,
    );
    expect(() => rescheduleAfterPrepayment(loan.schedule, 3, paise(-1), rate)).toThrow(RangeError);
  });

  it('keeps the schedule within a paisa a row when nothing is prepaid', () => {
    const rows = rescheduleAfterPrepayment(loan.schedule, 0, paise(0), rate);
    expect(rows).toHaveLength(12);
    rows.forEach((row, index) => {
      expect(Math.abs(row.interest - (loan.schedule[index]?.interest ?? 0))).toBeLessThanOrEqual(1);
    });
  });
});

describe('partPrepaymentSchedule (tenor reduction on the day of the receipt)', () => {
  const rate = monthlyRateOfReturn(loan.principal, loan.instalments);
  const prepay = (asOf: string, amount: number) =>
    partPrepaymentSchedule({
      schedule: loan.schedule,
      disbursalDate: loan.disbursalDate,
      asOf: isoDate(asOf),
      principalPrepaid: paise(amount),
      monthlyRate: rate,
    });
  const [, , third, fourth] = loan.schedule;
  if (!third || !fourth) throw new Error('a schedule of twelve');

  it('keeps the rows already due, and reckons the running period to the day: earned on the old principal, the rest on what is left', () => {
    // 20 Mar 2027: row 3 fell due on 5 Mar; row 4 runs 5 Mar to 5 Apr (31 days), 15 of them gone.
    const rows = prepay('2027-03-20', 3_000_000);
    expect(rows.slice(0, 3)).toEqual(loan.schedule.slice(0, 3));
    const period = accrualPeriods(loan.schedule, loan.disbursalDate)[3];
    if (!period) throw new Error('row 4');
    const earned = earnedInPeriod(period, isoDate('2027-03-20'));
    expect(earned).toBe(Math.round((fourth.interest * 15) / 31));
    const left = fourth.outstandingPrincipal - 3_000_000;
    const rest = Math.round(((fourth.interest - earned) * left) / fourth.outstandingPrincipal);
    expect(rows[3]).toEqual({
      instalmentNumber: 4,
      dueDate: '2027-04-05',
      outstandingPrincipal: left,
      interest: earned + rest,
      principal: fourth.instalment - earned - rest,
      instalment: fourth.instalment,
    });
    // Nothing of the prepayment went to interest: the rows left repay exactly the principal left.
    expect(sumPaise(rows.slice(3).map((row) => row.principal))).toBe(left);
    expect(rows.length).toBeLessThan(12);
    const last = rows.at(-1);
    expect(last && last.instalment < fourth.instalment).toBe(true);
    rows
      .slice(3, -1)
      .forEach((row) => expect(row.instalment).toBe(loan.schedule[row.instalmentNumber - 1]?.instalment));
  });

  it('on a due date, the new period has earned nothing: its interest is on the principal left', () => {
    const rows = prepay('2027-03-05', 3_000_000);
    expect(rows.slice(0, 3)).toEqual(loan.schedule.slice(0, 3));
    const left = fourth.outstandingPrincipal - 3_000_000;
    expect(Math.abs((rows[3]?.interest ?? 0) - Math.round(left * rate))).toBeLessThanOrEqual(1);
  });

  it('before the first due date, rebuilds from the first row', () => {
    const rows = prepay('2026-12-10', 2_000_000);
    expect(rows[0]?.outstandingPrincipal).toBe(8_000_000);
    expect(sumPaise(rows.map((row) => row.principal))).toBe(8_000_000);
  });

  it('changes nothing but rounding when nothing is prepaid', () => {
    const rows = prepay('2027-03-20', 0);
    expect(rows.slice(0, 4)).toEqual(loan.schedule.slice(0, 4));
    expect(rows).toHaveLength(12);
  });

  it('refuses clearing the principal (a foreclosure), a day with nothing left to fall due, and a day before disbursal', () => {
    expect(() => prepay('2027-03-20', fourth.outstandingPrincipal)).toThrow(RangeError);
    expect(() => prepay('2027-03-20', -1)).toThrow(RangeError);
    expect(() => prepay('2027-12-05', 100)).toThrow(RangeError);
    expect(() => prepay('2026-11-23', 100)).toThrow(RangeError);
  });
});
