import type { UserLoan } from '@kredo/contract/loans';

/**
 * The term loans of the list, newest disbursal first (spec 001 §2.10); a revolving credit line
 * has screens of its own and is left out here.
 */
export function termLoansNewestFirst(loans: readonly UserLoan[]): UserLoan[] {
  const disbursal = (loan: UserLoan) => loan.state.loan_detail.loanDetail.disbursalDate;
  return loans
    .filter((loan) => !loan.is_rloc)
    .sort((a, b) => disbursal(b).localeCompare(disbursal(a)) || b.cd.localeCompare(a.cd));
}

/** The loan a link names by our id or by the lender's account number. */
export function findLoan(
  loans: readonly UserLoan[],
  loanId: string | null | undefined,
): UserLoan | undefined {
  if (!loanId) return undefined;
  return loans.find(
    (loan) => loan.loan_id === loanId || loan.state.loan_detail.loanDetail.lenderLoanAcctId === loanId,
  );
}
