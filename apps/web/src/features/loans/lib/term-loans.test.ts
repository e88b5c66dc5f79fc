import { describe, expect, it } from 'vitest';
import { loanOf } from '../loans-test-kit';
import { findLoan, termLoansNewestFirst } from './term-loans';

describe('the term loans of the list', () => {
  it('are newest disbursal first, without the credit lines', () => {
    const loans = [
      loanOf({ loan_id: 'old' }, { disbursalDate: '2025-01-10' }),
      loanOf({ loan_id: 'line', is_rloc: true }, { disbursalDate: '2026-02-01' }),
      loanOf({ loan_id: 'new' }, { disbursalDate: '2026-01-15' }),
    ];
    expect(termLoansNewestFirst(loans).map((loan) => loan.loan_id)).toEqual(['new', 'old']);
  });

  it("find a linked loan by our id or the lender's account number", () => {
    const loans = [loanOf({ loan_id: 'a' }, { lenderLoanAcctId: 'LN-1' }), loanOf({ loan_id: 'b' })];
    expect(findLoan(loans, 'a')?.loan_id).toBe('a');
    expect(findLoan(loans, 'LN-1')?.loan_id).toBe('a');
    expect(findLoan(loans, 'zzz')).toBeUndefined();
    expect(findLoan(loans, undefined)).toBeUndefined();
  });
});
