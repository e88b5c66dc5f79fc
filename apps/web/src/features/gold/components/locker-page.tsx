import { goldSaleValue } from '@kredo/domain/gold';
import { formatGrams, formatMoney, type GoldUnits, type Paise } from '@kredo/domain/money';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ErrorMessage } from '../../../components/error-message';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useBalance } from '../api/get-balance';
import { useSellPrice } from '../api/get-sell-price';
import { useGoldArea } from '../lib/gold-area';
import { goldPath, goldScreens } from '../lib/gold-routes';
import { GoldPage } from './gold-page';
import { NeedsRegistration } from './needs-registration';
import '../texts';

/**
 * The locker (spec 002 §1, §7): the gold held, to four decimals of a gram, what it is worth at the
 * sell rate quoted now, and what may be sold today; with the ways to buy more, sell and deliver.
 */
export function LockerPage() {
  const { t } = useTranslation();
  const { user } = useGoldArea();
  return (
    <GoldPage title={t('gold.locker.title')} tab="locker">
      {user ? <Locker vendorId={user.vendor_id} /> : <NeedsRegistration />}
    </GoldPage>
  );
}

function Locker({ vendorId }: { vendorId: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const balance = useBalance(vendorId);
  const price = useSellPrice();
  if (balance.isPending) return <RouteLoader />;
  if (balance.isError) return <ErrorMessage error={balance.error} />;
  const held = balance.data.gold_balance as GoldUnits;
  const sellable = balance.data.sellable_gold as GoldUnits;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" aria-label={t('gold.locker.balance')} sx={{ p: 2 }}>
        <Typography variant="body2">{t('gold.locker.balance')}</Typography>
        <Typography variant="h2" component="p">
          {t('gold.grams', { grams: formatGrams(held) })}
        </Typography>
        {price.data && (
          <Typography>
            {t('gold.locker.value', {
              amount: formatMoney(goldSaleValue(held, price.data.current_price as Paise)),
            })}
          </Typography>
        )}
        {sellable < held && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('gold.locker.sellable', { grams: formatGrams(sellable) })}
          </Typography>
        )}
      </Paper>
      <Button
        component={RouterLink}
        to={brand.path(goldPath(goldScreens.buy))}
        variant="contained"
        size="large"
      >
        {t('gold.locker.buyMore')}
      </Button>
      {held > 0 && (
        <>
          <Button
            component={RouterLink}
            to={brand.path(goldPath(goldScreens.sell))}
            variant="outlined"
            size="large"
          >
            {t('gold.locker.sell')}
          </Button>
          <Button
            component={RouterLink}
            to={brand.path(goldPath(goldScreens.delivery))}
            variant="outlined"
            size="large"
          >
            {t('gold.locker.deliver')}
          </Button>
        </>
      )}
    </Stack>
  );
}
