import { formatMoney } from '@kredo/domain/money';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { backLink } from '../../../components/back-link';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useUserLoans } from '../../../lib/user-loans';
import { creditLineFigures, creditLineState } from '../lib/credit-line';
import { findLoan } from '../lib/loan-list';
import { WithdrawForm } from './credit-line/withdraw-form';
import '../texts';

/**
 * Withdrawing from a credit line (spec 001 §2.10, §5) at /loans/rloc-details/withdraw?loan_id=:
 * the available limit, then the withdraw form; a closed line says so, and a line whose drawdowns
 * operations have put on hold says that instead of offering Confirm.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [params] = useSearchParams();
  const loanId = params.get('loan_id') ?? '';
  const loans = useUserLoans();
  const back = (
    <Link
      component={RouterLink}
      to={`${brand.path('/loans/rloc-details')}?loan_id=${encodeURIComponent(loanId)}`}
      sx={backLink}
    >
      {t('loans.creditLine.withdrawScreen.back')}
    </Link>
  );

  function body() {
    if (loans.isPending) return <RouteLoader />;
    if (loans.isError) return <Alert severity="error">{t('loans.loadFailed')}</Alert>;
    const line = findLoan(loans.data.loans, loanId);
    if (!line?.is_rloc) return <Typography>{t('loans.details.notFound')}</Typography>;
    const figures = creditLineFigures(line);
    const state = creditLineState(line);
    return (
      <>
        <Typography>
          {t('loans.creditLine.availableLimit')}:{' '}
          <Typography component="strong" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
            {formatMoney(figures.available)}
          </Typography>
        </Typography>
        {state === 'closed' ? (
          <Alert severity="info">{t('loans.creditLine.serverMessages.closed')}</Alert>
        ) : figures.suspended ? (
          <Alert severity="warning">{t('loans.creditLine.serverMessages.suspended')}</Alert>
        ) : (
          <WithdrawForm line={line} room={{ available: figures.available, expired: state === 'expired' }} />
        )}
      </>
    );
  }

  return (
    <Page title={t('loans.creditLine.withdrawScreen.title')}>
      {back}
      {body()}
    </Page>
  );
}
