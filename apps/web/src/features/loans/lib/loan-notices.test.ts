import { describe, expect, it } from 'vitest';
import { inDays, loanOf, today } from '../loans-test-kit';
import { loanNotices, mandateDebitsOver } from './loan-notices';

describe('what the details say of a loan (spec 001 §4.9)', () => {
  it('nothing for a loan paid up to date', () => {
    expect(loanNotices(loanOf(), today())).toEqual([]);
  });

  it('overdue once an instalment date has passed unpaid', () => {
    const loan = loanOf({ repayment_schedules: [{ date: inDays(-1), paid_date: null }] });
    expect(loanNotices(loan, today())).toEqual(['overdue']);
  });

  it('not overdue on the due date itself', () => {
    const loan = loanOf({ repayment_schedules: [{ date: today(), paid_date: null }] });
    expect(loanNotices(loan, today())).toEqual([]);
  });

  it("overdue when the loan's dues date has passed with something owed, or it is written off", () => {
    const owed = loanOf({ due: { principal: 0, interest: 0, charges: 50_000, date: inDays(-3) } });
    expect(loanNotices(owed, today())).toEqual(['overdue']);
    expect(loanNotices(loanOf({ tags: ['written-off'] }), today())).toEqual(['overdue']);
  });

  it('matured when its term is over, and overdue as well while it is unpaid', () => {
    expect(loanNotices(loanOf({ is_expired: true }), today())).toEqual(['matured']);
    const unpaid = loanOf({
      is_expired: true,
      repayment_schedules: [{ date: inDays(-10), paid_date: null }],
    });
    expect(loanNotices(unpaid, today())).toEqual(['matured', 'overdue']);
  });

  it('only closed once closed, by its flag, its status or its tag, written off or not', () => {
    expect(loanNotices(loanOf({ is_closed: true, is_expired: true }), today())).toEqual(['closed']);
    expect(loanNotices(loanOf({}, { status: 'PRE_CLOSED' }), today())).toEqual(['closed']);
    expect(loanNotices(loanOf({ tags: ['written-off', 'closed'] }), today())).toEqual(['closed']);
  });

  it("says a loan closed by the cooling-off exit was cancelled, instead of 'closed'", () => {
    const exited = loanOf({ is_closed: true, tags: ['closed', 'cooling-off'] }, { status: 'CLOSED' });
    expect(loanNotices(exited, today())).toEqual(['cancelled']);
  });
});

describe("whether the mandate's debits are over on a matured or overdue loan", () => {
  const past = [
    { date: inDays(-40), paid_date: inDays(-40) },
    { date: inDays(-10), paid_date: null },
  ];

  it('over once no due date is left and no debit is being presented', () => {
    expect(mandateDebitsOver(loanOf({ is_expired: true }), today(), false)).toBe(true);
    expect(mandateDebitsOver(loanOf({ repayment_schedules: past }), today(), false)).toBe(true);
  });

  it('not over while a debit is being presented (a returned one presented again)', () => {
    expect(mandateDebitsOver(loanOf({ is_expired: true, repayment_schedules: past }), today(), true)).toBe(
      false,
    );
  });

  it('unknown on such a loan until the repayment options say whether a debit is being presented', () => {
    expect(mandateDebitsOver(loanOf({ is_expired: true }), today(), undefined)).toBeUndefined();
  });

  it('not over while a due date is still ahead: its debit takes the arrears', () => {
    const overdue = loanOf({ repayment_schedules: [...past, { date: inDays(20), paid_date: null }] });
    expect(mandateDebitsOver(overdue, today(), false)).toBe(false);
    expect(
      mandateDebitsOver(
        loanOf({ repayment_schedules: [{ date: today(), paid_date: null }] }),
        today(),
        false,
      ),
    ).toBe(false);
  });

  it('not over on a loan paid up to date, nor on a closed one', () => {
    expect(mandateDebitsOver(loanOf(), today(), false)).toBe(false);
    expect(mandateDebitsOver(loanOf({ is_closed: true, is_expired: true }), today(), false)).toBe(false);
  });
});
