import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../../components/page';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import type { LoanApprovalInfo, Payout } from '@kredo/contract/profile';
import { awaitsPayout } from '@kredo/domain/offer-stage';
import { ApprovedOffer } from './approved-offer';
import { AwaitingPayoutText } from './awaiting-payout';
import { IncompleteInfoBanner } from './incomplete-info-banner';
import '../texts';

/**
 * The application status message (spec 000 §2.3): INITIATED says the application is in and
 * being processed; INCOMPLETE_INFO says items are missing, with the support address and the
 * way to the missing items; APPROVED shows the lender's offer; REJECTED says so politely; a loan
 * whose payout is awaited says so, as home does.
 */
export function ApplicationStatusPage({
  status,
  approval,
  payout,
}: {
  status: string | null;
  /** The approved offer from lam/status, when there is one. */
  approval?: Partial<LoanApprovalInfo> | undefined;
  /** lam/status's payout, while the loan waits for it. */
  payout?: Payout | undefined;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const awaitingPayout = awaitsPayout({ opportunityStatus: approval?.status, applicationStatus: status });
  return (
    <Page title={t('home.status.title')}>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {awaitingPayout ? (
          <AwaitingPayoutText amount={approval?.amount} payout={payout} where="myLoans" />
        ) : status === 'INITIATED' ? (
          <>
            <Typography variant="h2">{t('home.status.initiatedTitle')}</Typography>
            <Typography>{t('home.status.initiatedBody')}</Typography>
          </>
        ) : status === 'INCOMPLETE_INFO' ? (
          <>
            <Typography variant="h2">{t('home.status.incompleteTitle')}</Typography>
            <Typography>{t('home.status.incompleteBody', { email: brand.partner.supportEmail })}</Typography>
          </>
        ) : status === 'APPROVED' ? (
          <ApprovedOffer approval={approval} />
        ) : status === 'REJECTED' ? (
          <>
            <Typography variant="h2">{t('home.status.rejectedTitle')}</Typography>
            <Typography>{t('home.status.rejectedBody')}</Typography>
          </>
        ) : (
          <Typography>{status ? t('home.status.otherStatus') : t('home.status.noApplication')}</Typography>
        )}
      </Paper>
      {status === 'INCOMPLETE_INFO' && <IncompleteInfoBanner />}
      <Button component={RouterLink} to={brand.path('/')} variant="text" sx={{ alignSelf: 'flex-start' }}>
        {t('home.status.home')}
      </Button>
    </Page>
  );
}
