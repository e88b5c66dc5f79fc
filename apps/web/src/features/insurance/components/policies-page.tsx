import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useInsuranceOrders } from '../api/get-orders';
import { insurancePath, insuranceScreens } from '../lib/insurance-routes';
import { PolicyCard } from './policy-card';
import { SupportAlert } from './support-alert';
import '../texts';

/**
 * The borrower's policies (spec 002 §2), at /policies: a 'YOUR POLICY' card for each issued order,
 * or for the one ?orderId names.
 */
export function PoliciesPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const orderId = useSearchParams()[0].get('orderId');
  const orders = useInsuranceOrders();
  const policies = (orders.data?.orders ?? []).filter(
    (order) =>
      (orderId === null ? order.status === 'ISSUED' : order.orderId === orderId) &&
      order.policyNumber !== null,
  );
  return (
    <Page title={t('insurance.orders.policies')}>
      {orders.isPending ? (
        <RouteLoader />
      ) : orders.isError ? (
        <SupportAlert text={t('messages.insuranceOrdersFailed')} />
      ) : policies.length === 0 ? (
        <Typography>{t('messages.insuranceNoOrders')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t('insurance.orders.policies')}>
          {policies.map((order) => (
            <PolicyCard key={order.orderId} order={order} />
          ))}
        </Stack>
      )}
      <Button
        component={RouterLink}
        to={brand.path(insurancePath(insuranceScreens.activeInsurances))}
        variant="outlined"
        size="large"
      >
        {t('insurance.myInsurances')}
      </Button>
    </Page>
  );
}
