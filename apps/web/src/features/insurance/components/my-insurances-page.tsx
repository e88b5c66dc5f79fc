import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useInsuranceOrders } from '../api/get-orders';
import { insurancePath } from '../lib/insurance-routes';
import { InsuranceLinks } from './insurance-links';
import { OrderCard } from './order-card';
import { SupportAlert } from './support-alert';
import '../texts';

/**
 * My Insurances (spec 002 §2, §8), at /activeInsurances: the borrower's orders, newest first;
 * 'You haven't purchased any insurance.' without any; 'There was problem in Fetching Your
 * Insurance Policies' and the support address when they cannot be read.
 */
export function MyInsurancesPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const orders = useInsuranceOrders();
  return (
    <Page title={t('insurance.myInsurances')}>
      {orders.isPending ? (
        <RouteLoader />
      ) : orders.isError ? (
        <SupportAlert text={t('messages.insuranceOrdersFailed')} />
      ) : orders.data.orders.length === 0 ? (
        <Typography>{t('messages.insuranceNoOrders')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t('insurance.orders.list')}>
          {orders.data.orders.map((order) => (
            <OrderCard key={order.orderId} order={order} />
          ))}
        </Stack>
      )}
      <Button component={RouterLink} to={brand.path(insurancePath())} variant="outlined" size="large">
        {t('insurance.orders.explore')}
      </Button>
      <InsuranceLinks />
    </Page>
  );
}
