import type { GoldPrice } from '@kredo/contract/gold';
import { messages } from '@kredo/contract/messages';
import { needsPan } from '@kredo/domain/gold';
import type { Paise } from '@kredo/domain/money';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorMessage } from '../../../components/error-message';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useBuyPrice } from '../api/get-buy-price';
import { useVerifyBuyPrice } from '../api/verify-buy-price';
import { goldPath, goldScreens } from '../lib/gold-routes';
import { useTradeRefusal } from '../lib/use-trade-refusal';
import type { ConfirmBuyState } from '../lib/route-state';
import { tradeOf, type TradeFormInput } from '../lib/trade';
import { useGoldArea } from '../lib/gold-area';
import { GoldPage } from './gold-page';
import { PanDialog } from './pan-dialog';
import { PriceCard, quoteDeadline } from './price-card';
import { TradeForm } from './trade-form';
import '../texts';

/**
 * Buy Gold (spec 002 §2, §4, §5), the area's first tab: the buy rate fetched on load and again
 * each time its timer ends, the amount in rupees or grams, and Continue, which fixes the order at
 * the rate (verify-price) and opens its confirm screen with the quote's timer. A borrower not yet
 * a gold user registers first; a buy that needs a PAN opens 'Verify Pan Details' and goes on by
 * itself once it matches; a quote that ran out says 'Gold price may change' and is fetched again.
 */
export function BuyGoldPage() {
  const { t } = useTranslation();
  const price = useBuyPrice();
  return (
    <GoldPage title={t('gold.buy.title')} tab="buy">
      {price.isPending ? (
        <RouteLoader />
      ) : price.isError ? (
        <ErrorMessage error={price.error} />
      ) : (
        <>
          <PriceCard
            side="buy"
            price={price.data}
            deadline={quoteDeadline(price.data, price.dataUpdatedAt)}
            onExpired={() => void price.refetch()}
          />
          <BuyForm quote={price.data} fetchedAt={price.dataUpdatedAt} refetch={() => void price.refetch()} />
        </>
      )}
      <TermsLink />
    </GoldPage>
  );
}

type QuoteProps = { quote: GoldPrice; fetchedAt: number; refetch: () => void };

function BuyForm({ quote, fetchedAt, refetch }: QuoteProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const refuse = useTradeRefusal(messages.goldSomeError, refetch);
  const { user, openRegistration } = useGoldArea();
  const verify = useVerifyBuyPrice();
  const [panAsked, setPanAsked] = useState(false);
  // What was typed when the PAN was asked for: the buy goes on with it once the PAN matches.
  const waiting = useRef<TradeFormInput | null>(null);

  async function buy(values: TradeFormInput, panVerified = false) {
    const trade = tradeOf('buy', values, quote.current_price as Paise);
    if (!trade) return;
    if (!user) {
      openRegistration();
      return;
    }
    const askPan = () => {
      waiting.current = values;
      setPanAsked(true);
    };
    if (!panVerified && needsPan('buy', trade) && !user.bankAccountDetails.isPanVerified) {
      askPan();
      return;
    }
    try {
      const order = await verify.mutateAsync({
        gold_info: { rate_id: quote.rate_id, gold_amount: trade.gold, buy_price: trade.amount },
        user_info: { vendor_id: user.vendor_id, user_id: user.user_id },
      });
      const state: ConfirmBuyState = {
        order,
        rate: quote.current_price,
        expiresAt: quoteDeadline(quote, fetchedAt),
      };
      void navigate(brand.path(goldPath(goldScreens.confirmBuy)), { state });
    } catch (error) {
      refuse(error, askPan);
    }
  }

  return (
    <>
      <TradeForm
        side="buy"
        limits={{ rate: quote.current_price as Paise }}
        submitLabel={t('gold.buy.continue')}
        pending={verify.isPending}
        onSubmit={(values) => buy(values)}
      />
      <PanDialog
        open={panAsked}
        onClose={() => setPanAsked(false)}
        onVerified={() => {
          setPanAsked(false);
          const values = waiting.current;
          waiting.current = null;
          if (values) void buy(values, true);
        }}
      />
    </>
  );
}

function TermsLink() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Typography variant="body2">
      {t('gold.terms.agree')}{' '}
      <Link component={RouterLink} to={brand.path(goldPath(goldScreens.terms))}>
        {t('gold.terms.title')}
      </Link>
    </Typography>
  );
}
