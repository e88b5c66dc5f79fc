import type { GoldPrice } from '@kredo/contract/gold';
import type { GoldQuoteSide } from '@kredo/domain/gold';
import { formatMoney, type Paise } from '@kredo/domain/money';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n';
import { QuoteTimer } from './quote-timer';
import '../texts';

/**
 * When a quote fetched at `fetchedAt` (device ms) stops being offered: a second at least, so a
 * quote answered as already ended is asked for again no more than once a second.
 */
export const quoteDeadline = (price: GoldPrice, fetchedAt: number) =>
  fetchedAt + Math.max(1, price.expires_in) * 1000;

/**
 * The rate quoted now, a gram of 24k gold (a buy's GST apart), and how long it is offered; at the
 * end `onExpired` asks for the next quote (spec 002 §4: every 300 seconds).
 */
export function PriceCard({
  side,
  price,
  deadline,
  onExpired,
}: {
  side: GoldQuoteSide;
  price: GoldPrice;
  deadline: number;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const rate = formatMoney(price.current_price as Paise);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t(`gold.price.${side}.label`)}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <Typography variant="body2">{t(`gold.price.${side}.label`)}</Typography>
      <Typography variant="h2" component="p">
        {t('gold.price.perGram', { rate })}
      </Typography>
      {side === 'buy' && (
        <Typography variant="body2">
          {t('gold.price.plusGst', { percent: price.applicable_tax / 100 })}
        </Typography>
      )}
      <QuoteTimer key={deadline} expiresAt={deadline} onEnd={onExpired} />
    </Paper>
  );
}
