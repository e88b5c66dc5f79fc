import type { GoldPrice, GoldUser } from '@kredo/contract/gold';
import { messages } from '@kredo/contract/messages';
import { needsPan } from '@kredo/domain/gold';
import { formatGrams, type GoldUnits, type Paise } from '@kredo/domain/money';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorMessage } from '../../../components/error-message';
import { RouteLoader } from '../../../components/route-loader';
import { ApiRequestError } from '../../../lib/api-error';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useBalance } from '../api/get-balance';
import { useSellPrice } from '../api/get-sell-price';
import { useVerifySellPrice } from '../api/verify-sell-price';
import { useGoldArea } from '../lib/gold-area';
import { goldPath, goldScreens } from '../lib/gold-routes';
import { useTradeRefusal } from '../lib/use-trade-refusal';
import type { SellState } from '../lib/route-state';
import { tradeOf, type TradeFormInput } from '../lib/trade';
import { GoldPage } from './gold-page';
import { NeedsRegistration } from './needs-registration';
import { PanDialog } from './pan-dialog';
import { PriceCard, quoteDeadline } from './price-card';
import { TradeForm } from './trade-form';
import '../texts';

/**
 * Sell (spec 002 §2, §4, §5): the sell rate with its timer, the gold held, and the amount in
 * rupees or grams (the Re 1 minimum, 'Maximum 30(gm)s', 'Insufficient gold balance'). Continue
 * fixes the order at the rate (sell/verify-price) and opens its confirm screen. A sell beyond what
 * the two-day rule lets go today shows the server's words under the form, with no toast; one that
 * needs a PAN opens 'Verify Pan Details'; a quote that ran out says 'Gold price may change'.
 */
export function SellGoldPage() {
  const { t } = useTranslation();
  const { user } = useGoldArea();
  return (
    <GoldPage title={t('gold.sell.title')} tab="sell">
      {user ? <Sell user={user} /> : <NeedsRegistration />}
    </GoldPage>
  );
}

function Sell({ user }: { user: GoldUser }) {
  const { t } = useTranslation();
  const price = useSellPrice();
  const balance = useBalance(user.vendor_id);
  if (price.isPending || balance.isPending) return <RouteLoader />;
  if (price.isError || balance.isError) return <ErrorMessage error={price.error ?? balance.error} />;
  return (
    <>
      {user.on_hold && <Alert severity="info">{t('messages.goldAccountOnHold')}</Alert>}
      <PriceCard
        side="sell"
        price={price.data}
        deadline={quoteDeadline(price.data, price.dataUpdatedAt)}
        onExpired={() => void price.refetch()}
      />
      <Typography>
        {t('gold.sell.held', { grams: formatGrams(balance.data.gold_balance as GoldUnits) })}
      </Typography>
      <SellForm
        user={user}
        held={balance.data.gold_balance as GoldUnits}
        quote={price.data}
        fetchedAt={price.dataUpdatedAt}
        refetch={() => void price.refetch()}
      />
    </>
  );
}

type SellFormProps = {
  user: GoldUser;
  held: GoldUnits;
  quote: GoldPrice;
  fetchedAt: number;
  refetch: () => void;
};

function SellForm({ user, held, quote, fetchedAt, refetch }: SellFormProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const catalogueText = useCatalogueText();
  const refuse = useTradeRefusal(messages.goldSomethingWentWrong, refetch);
  const verify = useVerifySellPrice();
  const [limited, setLimited] = useState<string | null>(null);
  const [panAsked, setPanAsked] = useState(false);
  const waiting = useRef<TradeFormInput | null>(null);

  async function sell(values: TradeFormInput, panVerified = false) {
    const trade = tradeOf('sell', values, quote.current_price as Paise);
    if (!trade) return;
    setLimited(null);
    const askPan = () => {
      waiting.current = values;
      setPanAsked(true);
    };
    if (!panVerified && needsPan('sell', trade) && !user.bankAccountDetails.isPanVerified) {
      askPan();
      return;
    }
    try {
      const order = await verify.mutateAsync({
        user_info: { vendor_id: user.vendor_id, user_id: user.user_id },
        gold_info: { rate_id: quote.rate_id, gold_amount: trade.gold, sell_price: trade.amount },
      });
      const state: SellState = {
        order,
        rate: quote.current_price,
        expiresAt: quoteDeadline(quote, fetchedAt),
      };
      void navigate(brand.path(goldPath(goldScreens.confirmSell)), { state });
    } catch (error) {
      // The two-day rule's answer names what may be sold today: said under the form, no toast.
      if (error instanceof ApiRequestError && error.code === 'GOLD_SELL_LIMITED') setLimited(error.message);
      else refuse(error, askPan);
    }
  }

  return (
    <>
      <TradeForm
        side="sell"
        limits={{ rate: quote.current_price as Paise, sellable: held }}
        submitLabel={t('gold.sell.continue')}
        pending={verify.isPending}
        onSubmit={(values) => sell(values)}
      >
        {limited && (
          <Alert severity="warning" role="alert">
            {catalogueText(limited)}
          </Alert>
        )}
      </TradeForm>
      <PanDialog
        open={panAsked}
        onClose={() => setPanAsked(false)}
        onVerified={() => {
          setPanAsked(false);
          const values = waiting.current;
          waiting.current = null;
          if (values) void sell(values, true);
        }}
      />
    </>
  );
}
