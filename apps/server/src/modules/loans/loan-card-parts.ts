import { findLender } from '@kredo/contract/lenders';
import type { UserLoan } from '@kredo/contract/loans';

import type { AppDeps } from '../../app-deps.ts';
import { lenderTermsOf } from '../consent/lender-terms.ts';
import { bankAccountsOf } from '../profile/profile.service.ts';
import { lenderCollectionAccountOf, repaymentLinkOf } from './lender-collection.ts';

/** What a term loan's card and a credit line's card show alike (spec 001 §3 "Loan (list item)"). */

type Deps = Pick<AppDeps, 'db'>;

const masked = (last4: string) => `XXXXXXX${last4.slice(-3)}`;

/** The lender as a loan card names it, with its grievance officer's contacts. */
export function lenderInfoOf(lenderId: number): UserLoan['lender_info'] {
  const terms = lenderTermsOf(lenderId);
  return {
    name: findLender(lenderId)?.name ?? terms.lender.name,
    iconUrl: null,
    email: terms.disclosures.grievanceOfficer.email,
    phoneNumber: terms.disclosures.grievanceOfficer.phone,
  };
}

type LoanDetail = UserLoan['state']['loan_detail']['loanDetail'];

/** The borrower's repayment and disbursal accounts, masked to the last 3 digits. */
export async function loanBankAccounts(deps: Deps, userId: string): Promise<LoanDetail['bankAccounts']> {
  const accounts = (await bankAccountsOf(deps, userId)).filter(
    (account) => account.purposeType === 'NACH' || account.purposeType === 'DISBURSAL',
  );
  return accounts.map((account) => ({
    bankAccountNumber: masked(account.accountNumberLast4),
    ifscCode: account.ifsc,
    bankAccountType: account.accountType as 'SAVINGS' | 'CURRENT' | 'LOAN',
    purposeType: account.purposeType as 'NACH' | 'DISBURSAL',
  }));
}

/** Where the borrower pays the lender, and the web app's repayment screen for this loan or line. */
export const repaymentAccountDetailsOf = (
  lenderId: number,
  loanId: string,
): LoanDetail['repaymentAccountDetails'] => ({
  ...lenderCollectionAccountOf(lenderId),
  repaymentLink: repaymentLinkOf(loanId),
});
