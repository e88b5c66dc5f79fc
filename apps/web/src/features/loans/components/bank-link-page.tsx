import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../../components/page';
import { ApiRequestError } from '../../../lib/api-error';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useDirectLink } from '../api/get-direct-link';
import '../texts';

/**
 * The bank-link redirect screen (spec 001 §2.10, §7, §8) at /loans/bank-link: asks the gateway
 * for a payment of what is due now on the borrower's credit line and sends the browser to its
 * page; a refusal is 'Something went wrong! Looks like {error}' with the server's words (or, when
 * no answer came, ours), and a way back to the loans.
 */
export function BankLinkPage() {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const brand = useBrand();
  const directLink = useDirectLink();
  const link = directLink.data?.link;

  useEffect(() => {
    if (link) window.location.assign(link);
  }, [link]);

  function failureText(error: unknown): string {
    const answered = error instanceof ApiRequestError && error.status !== 0;
    return answered ? catalogueText(error.message) : t('loans.bankLink.noConnection');
  }

  return (
    <Page title={t('loans.bankLink.title')}>
      {directLink.isError ? (
        <>
          <Alert severity="error">
            {t('messages.bankRedirectFailure', { error: failureText(directLink.error) })}
          </Alert>
          <Button component={RouterLink} to={brand.path('/loans')} variant="contained" sx={{ minHeight: 48 }}>
            {t('loans.details.back')}
          </Button>
        </>
      ) : (
        // Shown until the browser leaves for the gateway's page, the link's answer included.
        <Stack role="status" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
          <CircularProgress aria-hidden="true" />
          <Typography>{t('loans.bankLink.redirecting')}</Typography>
        </Stack>
      )}
    </Page>
  );
}
