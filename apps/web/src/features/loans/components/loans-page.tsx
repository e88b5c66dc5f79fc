import type { UserLoan } from '@kredo/contract/loans';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { readAggregatorDetails } from '../../../lib/aggregator-details';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useUserLoans } from '../../../lib/user-loans';
import { findLoan, loansNewestFirst } from '../lib/loan-list';
import { CreditLineCard } from './credit-line-card';
import { LoanCard } from './loan-card';
import { TopUpBanner } from './top-up-banner';
import '../texts';

/**
 * The partner link's loan opens once per visit: coming back to the list from its details shows
 * the list rather than the same loan again.
 */
let linkedLoanOpened = false;

/**
 * The loans list (spec 001 §2.10), reached at /loans and /repaymentinfo: term loans and credit
 * lines newest disbursal first, each on its own card, 'You have no loans currently!' while there
 * are none (or what `Empty` says in its place: the loan waiting for its payout), 'Something Went
 * Wrong.' when they cannot be read. A loan named by the partner link (the auth extension's
 * loanId) opens its details directly, a credit line's its own.
 */
export function LoansPage({ Empty = Fragment }: { Empty?: ComponentType<{ children: ReactNode }> }) {
  const { t } = useTranslation();
  const loans = useUserLoans();

  function body() {
    if (loans.isPending) return <RouteLoader />;
    if (loans.isError)
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void loans.refetch()}>
              {t('loans.tryAgain')}
            </Button>
          }
        >
          {t('loans.loadFailed')}
        </Alert>
      );
    const linked = linkedLoanOpened ? undefined : findLoan(loans.data.loans, readAggregatorDetails().loanId);
    if (linked) return <OpenLinkedLoan loan={linked} />;
    const all = loansNewestFirst(loans.data.loans);
    if (all.length === 0)
      return (
        <Empty>
          <Typography>{t('loans.empty')}</Typography>
        </Empty>
      );
    return all.map((loan) =>
      loan.is_rloc ? (
        <CreditLineCard key={loan.loan_id} line={loan} />
      ) : (
        <LoanCard key={loan.loan_id} loan={loan} />
      ),
    );
  }

  return (
    <Page title={t('loans.title')}>
      <TopUpBanner />
      {body()}
    </Page>
  );
}

function OpenLinkedLoan({ loan }: { loan: UserLoan }) {
  const brand = useBrand();
  const navigate = useNavigate();
  const details = brand.path(loan.is_rloc ? '/loans/rloc-details' : '/loans/details');
  const to = `${details}?loan_id=${encodeURIComponent(loan.loan_id)}`;
  useEffect(() => {
    linkedLoanOpened = true;
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return <RouteLoader />;
}
