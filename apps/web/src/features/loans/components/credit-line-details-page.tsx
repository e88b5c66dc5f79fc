import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { backLink } from '../../../components/back-link';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { serverToday } from '../../../lib/server-today';
import { useUserLoans } from '../../../lib/user-loans';
import { WITHDRAWN_PARAM } from '../lib/credit-line';
import { findLoan } from '../lib/loan-list';
import { LenderInfo } from './details/lender-info';
import { LineActions } from './credit-line/line-actions';
import { LineDue } from './credit-line/line-due';
import { LineFacts } from './credit-line/line-facts';
import { LineNotices } from './credit-line/line-notices';
import { LineTransactions } from './credit-line/line-transactions';
import '../texts';

/**
 * A credit line's details (spec 001 §2.10, §4.9) at /loans/rloc-details?loan_id=: what it says of
 * the line as a whole, its figures with Repay and Withdraw, the due, recent transactions and the
 * lender. Arriving from a withdrawal (`&withdraw=true`) reads the loans again, so the available
 * limit counts the money on its way, and says it is on its way.
 */
export function CreditLineDetailsPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [params] = useSearchParams();
  const loans = useUserLoans();
  const withdrawn = params.get(WITHDRAWN_PARAM) === 'true';
  const refreshed = useRef(false);
  const back = (
    <Link component={RouterLink} to={brand.path('/loans')} sx={backLink}>
      {t('loans.details.back')}
    </Link>
  );

  useEffect(() => {
    if (!withdrawn || refreshed.current) return;
    refreshed.current = true;
    // A first visit's read is already on its way; a list from before the withdrawal is read again.
    if (!loans.isFetching) void loans.refetch();
  }, [withdrawn, loans]);

  if (loans.isPending) return <RouteLoader />;
  if (loans.isError)
    return (
      <Page title={t('loans.creditLine.detailsTitle')}>
        <Alert severity="error">{t('loans.loadFailed')}</Alert>
        {back}
      </Page>
    );
  const line = findLoan(loans.data.loans, params.get('loan_id'));
  if (!line?.is_rloc)
    return (
      <Page title={t('loans.creditLine.detailsTitle')}>
        <Typography>{t('loans.details.notFound')}</Typography>
        {back}
      </Page>
    );

  return (
    <Page title={t('loans.creditLine.detailsTitle')}>
      {back}
      {withdrawn && (
        <Alert severity="success" role="status">
          {t('loans.creditLine.withdrawn')}
        </Alert>
      )}
      <LineNotices line={line} today={serverToday()} />
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('loans.creditLine.label', { lender: line.lender_info.name })}
        </Typography>
        <LineFacts line={line} />
        <LineActions line={line} />
      </Paper>
      <LineDue due={line.due} />
      <LineTransactions transactions={line.soa_txns} />
      <LenderInfo lender={line.lender_info} />
    </Page>
  );
}
