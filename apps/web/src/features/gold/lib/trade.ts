import { fill, messages } from '@kredo/contract/messages';
import {
  goldBuyMinimum,
  priceTrade,
  refuseTrade,
  type GoldQuoteSide,
  type GoldTrade,
  type GoldTradeRefusal,
} from '@kredo/domain/gold';
import {
  formatRupees,
  gramsToGoldUnits,
  rupeesToPaise,
  type GoldUnits,
  type Paise,
} from '@kredo/domain/money';
import * as z from 'zod/mini';

/** A trade is asked for in rupees or in grams. */
export const tradeUnits = ['rupees', 'grams'] as const;
export type TradeUnit = (typeof tradeUnits)[number];

export type TradeFormInput = { unit: TradeUnit; amount: string };

const decimalsOf: Record<TradeUnit, number> = { rupees: 2, grams: 4 };

/** What the amount field keeps of what is typed: digits and one point, at most 2 (rupees) or 4 (grams) decimals. */
export function toAmountText(unit: TradeUnit, typed: string): string {
  const [whole = '', ...rest] = typed.replace(/[^\d.]/g, '').split('.');
  const digits = whole.replace(/^0+(?=\d)/, '').slice(0, 7);
  return rest.length === 0 ? digits : `${digits}.${rest.join('').slice(0, decimalsOf[unit])}`;
}

/** The rupees or grams typed, or undefined when nothing usable is typed. */
export function askedOf(values: TradeFormInput): { rupees: Paise } | { gold: GoldUnits } | undefined {
  const text = values.amount.trim();
  if (!/\d/.test(text)) return undefined;
  try {
    return values.unit === 'rupees' ? { rupees: rupeesToPaise(text) } : { gold: gramsToGoldUnits(text) };
  } catch {
    return undefined;
  }
}

/** The trade typed, priced at `rate` (paise a gram, GST apart) as the server and vendor price it. */
export function tradeOf(side: GoldQuoteSide, values: TradeFormInput, rate: Paise): GoldTrade | undefined {
  const asked = askedOf(values);
  return asked && rate > 0 ? priceTrade(side, asked, rate) : undefined;
}

export type TradeLimits = { rate: Paise; sellable?: GoldUnits };

/** Why the trade typed may not be made, or null. */
export function tradeRefusal(
  side: GoldQuoteSide,
  values: TradeFormInput,
  { rate, sellable }: TradeLimits,
): GoldTradeRefusal | null {
  const asked = askedOf(values);
  const trade = tradeOf(side, values, rate);
  if (!asked || !trade) return 'required';
  return refuseTrade(side, trade, { askedRupees: 'rupees' in asked ? asked.rupees : undefined, sellable });
}

/** The catalogue's words for a refusal (spec 002 §5). */
export function refusalText(side: GoldQuoteSide, refusal: GoldTradeRefusal): string {
  switch (refusal) {
    case 'required':
      return messages.goldRequired;
    case 'below-minimum':
      return side === 'buy'
        ? fill(messages.goldMinimumBuy, { amount: formatRupees(goldBuyMinimum, { decimals: 0 }) })
        : messages.goldSellMinimum;
    case 'above-maximum':
      return messages.goldMaximum;
    case 'insufficient-balance':
      return messages.goldInsufficientBalance;
  }
}

/** The buy or sell form: the unit and the amount typed, held to the trade rules at the quoted rate. */
export function tradeFormSchema(side: GoldQuoteSide, limits: TradeLimits) {
  return z.object({ unit: z.enum(tradeUnits), amount: z.string() }).check(
    z.superRefine((values, context) => {
      const refusal = tradeRefusal(side, values, limits);
      if (refusal)
        context.issues.push({
          code: 'custom',
          message: refusalText(side, refusal),
          path: ['amount'],
          input: values.amount,
        });
    }),
  );
}
