/**
 * Each lender's collection account: where a borrower may transfer an instalment themselves (the
 * loan's repayment bank info, spec 001 §2.10), a virtual account per lender at its collection
 * bank. Kept as data beside the lender, like its NACH sponsor bank.
 */
export type CollectionAccount = {
  beneficiaryName: string;
  bankName: string;
  bankAccountNumber: string;
  ifscCode: string;
  bankAccountType: 'CURRENT';
};

const collection: Record<number, CollectionAccount> = {
  174: {
    beneficiaryName: 'Sahyadri Finance Private Limited',
    bankName: 'HDFC Bank',
    bankAccountNumber: 'KREDO174000100',
    ifscCode: 'HDFC0000001',
    bankAccountType: 'CURRENT',
  },
  176: {
    beneficiaryName: 'Kaveri Capital Limited',
    bankName: 'ICICI Bank',
    bankAccountNumber: 'KREDO176000100',
    ifscCode: 'ICIC0000002',
    bankAccountType: 'CURRENT',
  },
  179: {
    beneficiaryName: 'Narmada Credit and Investments Limited',
    bankName: 'Axis Bank',
    bankAccountNumber: 'KREDO179000100',
    ifscCode: 'UTIB0000001',
    bankAccountType: 'CURRENT',
  },
};

export function lenderCollectionAccountOf(lenderId: number): CollectionAccount {
  const found = collection[lenderId];
  if (!found) throw new Error(`no collection account for lender ${lenderId}`);
  return found;
}

/** The web app's repayment screen for a loan (spec 001 §4.9: the repayment site, `?loan_id=`). */
export const repaymentLinkOf = (loanId: string) => `/#/repayment?loan_id=${loanId}`;
