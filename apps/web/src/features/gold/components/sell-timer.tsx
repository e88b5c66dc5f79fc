import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { goldPath, goldScreens } from '../lib/gold-routes';
import { onDeviceClock, type SellState } from '../lib/route-state';
import { QuoteTimer } from './quote-timer';
import '../texts';

/**
 * A verified sell's timer on each of its screens: to the quote's end, or the order's confirm-by
 * if sooner. At zero, 'Gold price may change' and back to Sell for a new quote (spec 002 §4).
 */
export function SellTimer({ state }: { state: SellState }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();
  const [expiresAt] = useState(() => Math.min(state.expiresAt, onDeviceClock(state.order.confirm_by)));
  return (
    <QuoteTimer
      key={expiresAt}
      expiresAt={expiresAt}
      onEnd={() => {
        showSnackbar({ severity: 'warning', text: t('messages.goldPriceMayChange') });
        void navigate(brand.path(goldPath(goldScreens.sell)), { replace: true });
      }}
    />
  );
}
