import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/error-message';
import { Page } from '../../../components/page';
import { clearWebStack } from '../../../lib/android-bridge';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useInsuranceOrder } from '../api/get-orders';
import { insurancePath, insuranceScreens } from '../lib/insurance-routes';
import '../texts';

/** The order the gateway returns: ?orderId (the server adds it), or gold's query's transaction_id. */
const orderIdOf = (params: URLSearchParams) => params.get('orderId') ?? params.get('transaction_id') ?? '';

/**
 * Where the gateway sends the browser back after the premium (spec 002 §2, §4): the order is asked
 * again until its payment is known; then 'Payment Successful', 'Your insurance will be issued in
 * 24hrs.' and 'View Order', which leads to My Insurances. A premium the insurer refused says the
 * order failed and that the money comes back. Inside the Android shell the webview's history is
 * cleared, so back does not return to the gateway.
 */
export function InsurancePaymentSuccessPage() {
  const { t } = useTranslation();
  const orderId = orderIdOf(useSearchParams()[0]);
  if (orderId === '') return <Page title={t('messages.pageNotFound')}>{null}</Page>;
  return <PaymentOutcome orderId={orderId} />;
}

function PaymentOutcome({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const brand = useBrand();
  const order = useInsuranceOrder(orderId);
  const { isNative } = brand;

  useEffect(() => {
    if (isNative) clearWebStack();
  }, [isNative]);

  const myInsurances = (
    <Button
      component={RouterLink}
      to={brand.path(insurancePath(insuranceScreens.activeInsurances))}
      variant="contained"
      size="large"
    >
      {t('insurance.payment.viewOrder')}
    </Button>
  );
  if (order.isError)
    return (
      <Page title={t('insurance.payment.checking')}>
        <ErrorMessage error={order.error} />
      </Page>
    );
  if (order.data === null) return <Page title={t('messages.pageNotFound')}>{null}</Page>;
  const status = order.data?.status;
  if (status === undefined || status === 'PAYMENT_PENDING')
    return (
      <Page title={t('insurance.payment.checking')}>
        <Stack role="status" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
          <CircularProgress aria-hidden="true" />
          <Typography>{t('insurance.payment.waiting')}</Typography>
        </Stack>
      </Page>
    );
  if (status === 'FAILED' || status === 'EXPIRED')
    return (
      <Page title={t('insurance.payment.failed')}>
        <Alert severity="error">
          {order.data?.failureReason
            ? catalogueText(order.data.failureReason)
            : t('insurance.payment.refundNote')}
        </Alert>
        {myInsurances}
      </Page>
    );
  return (
    <Page title={t('insurance.payment.successful')}>
      <Typography>{t('insurance.payment.issuedIn24Hours')}</Typography>
      {myInsurances}
    </Page>
  );
}
