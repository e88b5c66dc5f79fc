import { describe, expect, it } from 'vitest';
import { creditLineOf, loanOf } from '../loans-test-kit';
import { findLoan, loansNewestFirst } from './loan-list';

describe('the loans of the list', () => {
  it('are newest disbursal first, credit lines among the term loans', () => {
    const loans = [
      loanOf({ loan_id: 'old' }, { disbursalDate: '2025-01-10' }),
      creditLineOf({ loan_id: 'line' }, { disbursalDate: '2026-02-01' }),
      loanOf({ loan_id: 'new' }, { disbursalDate: '2026-01-15' }),
    ];
    expect(loansNewestFirst(loans).map((loan) => loan.loan_id)).toEqual(['line', 'new', 'old']);
    // The list given is left as it was.
    expect(loans.map((loan) => loan.loan_id)).toEqual(['old', 'line', 'new']);
  });

  it("find a linked loan by our id or the lender's account number", () => {
    const loans = [loanOf({ loan_id: 'a' }, { lenderLoanAcctId: 'LN-1' }), loanOf({ loan_id: 'b' })];
    expect(findLoan(loans, 'a')?.loan_id).toBe('a');
    expect(findLoan(loans, 'LN-1')?.loan_id).toBe('a');
    expect(findLoan(loans, 'zzz')).toBeUndefined();
    expect(findLoan(loans, undefined)).toBeUndefined();
  });
});
