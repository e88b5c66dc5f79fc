import type { DeliveryProduct, GoldUser } from '@kredo/contract/gold';
import { formatMoney, type Paise } from '@kredo/domain/money';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useNavigate } from 'react-router';
import { ErrorMessage } from '../../../components/error-message';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useRedeemGold } from '../api/redeem-gold';
import { redeemBody, type AddressFormValues } from '../lib/address-form';
import { useGoldArea } from '../lib/gold-area';
import { goldPath, goldScreens } from '../lib/gold-routes';
import type { ConfirmDeliveryState } from '../lib/route-state';
import { AddressForm } from './address-form';
import { GoldPage } from './gold-page';
import { NeedsRegistration } from './needs-registration';
import { useChosenProduct } from './product-details-page';
import { VendorLogo } from './vendor-logo';
import '../texts';

/**
 * 'Gold Delivery' (spec 002 §2): the product chosen, its 'Making Charges', 'Powered by' the vendor,
 * and the address form; 'Confirm' orders the delivery (redeem-gold) and opens 'Confirm Payment'.
 * A refusal ('Not deliverable', 'Out of stock', 'Insufficient gold balance') is shown above the
 * fields. Without a product chosen it leads to the delivery list.
 */
export function DeliveryAddressPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { user } = useGoldArea();
  const { products, product } = useChosenProduct();
  if (products.isPending) return <RouteLoader />;
  if (products.isError) return <ErrorMessage error={products.error} />;
  if (!product) return <Navigate to={brand.path(goldPath(goldScreens.delivery))} replace />;
  return (
    <GoldPage title={t('gold.address.title')}>
      <Paper variant="outlined" component="section" aria-label={t('gold.address.product')} sx={{ p: 2 }}>
        <Typography variant="h3" component="h2">
          {product.description}
        </Typography>
        <Typography>
          {t('gold.delivery.makingCharges', { amount: formatMoney(product.making_charges as Paise) })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
          <Typography variant="body2">{t('gold.address.poweredBy')}</Typography>
          <VendorLogo />
        </Stack>
      </Paper>
      {user ? <Address user={user} product={product} /> : <NeedsRegistration />}
    </GoldPage>
  );
}

function Address({ user, product }: { user: GoldUser; product: DeliveryProduct }) {
  const brand = useBrand();
  const navigate = useNavigate();
  const redeem = useRedeemGold();

  async function confirm(address: AddressFormValues) {
    const details = await redeem.mutateAsync(redeemBody(user, product.id, address));
    const state: ConfirmDeliveryState = { product, redeem: details };
    void navigate(brand.path(goldPath(goldScreens.confirmDelivery)), { state });
  }

  return (
    <AddressForm
      defaults={{ name: user.name, phone: user.mobile_no, pincode: user.pin_code }}
      pending={redeem.isPending}
      onSubmit={confirm}
    />
  );
}
