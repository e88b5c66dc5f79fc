import { describe, expect, it } from 'vitest';
import { inDays, loanOf, today } from '../loans-test-kit';
import { loanNotices } from './loan-notices';

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
