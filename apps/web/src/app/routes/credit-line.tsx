import { useRoutes } from 'react-router';
import { CreditLineDetailsPage } from '../../features/loans/components/credit-line-details-page';
import { WithdrawPage } from '../../features/loans/components/withdraw-page';
import { NotFoundPage } from '../../features/shell/components/not-found-page';

/**
 * A revolving credit line's screens (spec 001 §2.10) under `loans/rloc-details/*`: its details and
 * the withdraw screen. A chunk of their own, loaded when a borrower enters them: a term loan's
 * borrower never downloads them.
 */
export default function CreditLineRoute() {
  return useRoutes([
    { index: true, element: <CreditLineDetailsPage /> },
    { path: 'withdraw', element: <WithdrawPage /> },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
