import { lazy } from 'react';
import { useRoutes } from 'react-router';
import { LoanNachStatusBar } from '../../features/consent/components/repay/nach-status-bar';
import { PayoutAwaitedOr } from '../../features/home/components/awaiting-payout';
import { LoanDetailsPage } from '../../features/loans/components/loan-details-page';
import { LoansPage } from '../../features/loans/components/loans-page';
import { PaymentResultPage } from '../../features/loans/components/payment-result-page';
import { RepaymentPage } from '../../features/loans/components/repayment-page';
import { NotFoundPage } from '../../features/shell/components/not-found-page';

const CreditLine = lazy(() => import('./credit-line'));
const BankLink = lazy(() => import('./bank-link'));

/**
 * The loans area (spec 001 §2.10) under `loans/*` and `repaymentinfo`: the list, a term loan's
 * payment details, a credit line's details and withdraw screen (their own chunk), and the bank-link
 * screen that takes the borrower to the gateway for what is due now (its own chunk). The term
 * loan's details show the repayment step's NACH status bar (§4.7); the empty list says so while
 * the loan waits for its payout, as home does.
 */
export default function LoansRoute() {
  return useRoutes([
    { index: true, element: <LoansPage Empty={PayoutAwaitedOr} /> },
    { path: 'details', element: <LoanDetailsPage NachStatus={LoanNachStatusBar} /> },
    { path: 'rloc-details/*', element: <CreditLine /> },
    { path: 'bank-link', element: <BankLink /> },
    { path: '*', element: <NotFoundPage /> },
  ]);
}

/** Paying a loan, under `repayment/*`: the choice of what to pay, then the payment's result. */
export function RepaymentRoute() {
  return useRoutes([
    { index: true, element: <RepaymentPage /> },
    { path: 'result', element: <PaymentResultPage /> },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
