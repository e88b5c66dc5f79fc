import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { offerTaken } from '@kredo/domain/offer-stage';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { useTranslation } from '../../../lib/i18n';
import { useConsentOutlet } from '../lib/consent-outlet';
import '../texts';

/**
 * The offer-rejected screen (spec 001 §2.9): the borrower declined; 'Accept Loan' reopens the loan
 * details, where the offer may still be accepted while it stands.
 */
export function LoanRejectPage() {
  const { t } = useTranslation();
  const { goTo, opportunity } = useConsentOutlet();
  // 'Accept Loan' is for an offer that still stands unanswered: one taken goes on (the area moves).
  if (offerTaken(opportunity.status)) return <RouteLoader />;
  return (
    <Page title={t('consent.loanReject.title')}>
      <Typography>{t('consent.loanReject.body')}</Typography>
      <Button variant="contained" size="large" onClick={() => goTo('loan-details')}>
        {t('consent.loanReject.accept')}
      </Button>
    </Page>
  );
}
