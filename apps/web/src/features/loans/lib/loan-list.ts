import type { UserLoan } from '@kredo/contract/loans';

/**
 * The list's cards, newest disbursal first (spec 001 §2.10): term loans and revolving credit
 * lines together, each drawn by its own card.
 */
export function loansNewestFirst(loans: readonly UserLoan[]): UserLoan[] {
  const disbursal = (loan: UserLoan) => loan.state.loan_detail.loanDetail.disbursalDate;
  return [...loans].sort((a, b) => disbursal(b).localeCompare(disbursal(a)) || b.cd.localeCompare(a.cd));
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
