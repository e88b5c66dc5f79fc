import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import {
  earliestChargeDate,
  leviesBounceCharge,
  presentableAmount,
  representationDate,
} from './nach-collection.ts';

describe('what a due date presents', () => {
  const emi = 10_833_34;
  const max = 21_700_00; // two EMIs rounded up to the next Rs 100

  it('presents the instalment with the arrears while they fit the mandate, the rest left to Pay now', () => {
    expect(presentableAmount({ owed: emi, advance: 0, instalmentDue: emi, maxAmount: max })).toBe(emi);
    // A bounced EMI, its penal and bounce charges and the new EMI: above the maximum, so capped.
    const owed = 2 * emi + 500_00 + 250_00;
    expect(presentableAmount({ owed, advance: 0, instalmentDue: emi, maxAmount: max })).toBe(max);
  });

  it('takes the advance off and presents nothing when it covers everything', () => {
    expect(presentableAmount({ owed: emi, advance: 1_000_00, instalmentDue: emi, maxAmount: max })).toBe(
      emi - 1_000_00,
    );
    expect(presentableAmount({ owed: emi, advance: emi, instalmentDue: emi, maxAmount: max })).toBe(0);
  });

  it('presents nothing it cannot: an instalment above the maximum is for operations', () => {
    expect(presentableAmount({ owed: emi, advance: 0, instalmentDue: emi, maxAmount: emi - 1 })).toBeNull();
  });

  it('never presents more than is owed or than the mandate allows, and at least the instalment', () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (owed, advance, instalmentDue, maxAmount) => {
          const amount = presentableAmount({ owed, advance, instalmentDue, maxAmount });
          const net = Math.max(0, owed - advance);
          if (amount === null) return Math.min(net, instalmentDue - advance) > maxAmount;
          return (
            amount <= net &&
            amount <= maxAmount &&
            amount >= Math.min(net, Math.max(0, instalmentDue - advance))
          );
        },
      ),
    ));
});

describe('presenting again after a return', () => {
  const returned = (attempt: number, reasonCode: string | null = '04') =>
    ({ attempt, chargeDate: isoDate('2027-01-05'), status: 'returned', reasonCode }) as const;

  it('presents a debit returned for funds insufficient again five days on, twice at most', () => {
    expect(representationDate(returned(1), isoDate('2027-02-05'))).toBe('2027-01-10');
    expect(representationDate(returned(2), isoDate('2027-02-05'))).toBe('2027-01-10');
    expect(representationDate(returned(3), isoDate('2027-02-05'))).toBeNull();
  });

  it('leaves a return that another try cannot cure, and NPCI’s refusal of our input, to people', () => {
    for (const code of ['01', '05', '06', '21'])
      expect(representationDate(returned(1, code), isoDate('2027-02-05'))).toBeNull();
    expect(
      representationDate(
        { attempt: 1, chargeDate: isoDate('2027-01-05'), status: 'rejected', reasonCode: '21' },
        null,
      ),
    ).toBeNull();
  });

  it('does not present again close to the next due date, whose debit takes the arrears', () => {
    expect(representationDate(returned(1), isoDate('2027-01-12'))).toBeNull();
    expect(representationDate(returned(1), isoDate('2027-01-13'))).toBe('2027-01-10');
    expect(representationDate(returned(1), null)).toBe('2027-01-10'); // the last instalment
  });
});

describe('the bounce charge', () => {
  it('is levied on the bank’s return with a reason code, once per instalment', () => {
    expect(leviesBounceCharge({ status: 'returned', reasonCode: '04' }, false)).toBe(true);
    expect(leviesBounceCharge({ status: 'returned', reasonCode: '04' }, true)).toBe(false);
    expect(leviesBounceCharge({ status: 'returned', reasonCode: null }, false)).toBe(false);
  });

  it('is never levied when NPCI refuses our own input', () => {
    expect(leviesBounceCharge({ status: 'rejected', reasonCode: '21' }, false)).toBe(false);
  });
});

describe('the pre-debit notice', () => {
  it('goes at least 24 hours before the charge date’s first clearing at 06:00', () => {
    // Sent 00:10 on 3 Jan: 06:00 on 4 Jan is 29 hours on.
    expect(earliestChargeDate(new Date('2027-01-03T00:10:00+05:30'))).toBe('2027-01-04');
    // Sent 07:00 on 3 Jan: 06:00 on 4 Jan is 23 hours on, too soon.
    expect(earliestChargeDate(new Date('2027-01-03T07:00:00+05:30'))).toBe('2027-01-05');
    expect(earliestChargeDate(new Date('2027-01-03T06:00:00+05:30'))).toBe('2027-01-04');
  });
});
