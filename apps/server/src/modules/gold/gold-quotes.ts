import type { GoldPrice } from '@kredo/contract/gold';
import { fill, messages } from '@kredo/contract/messages';
import {
  goldBuyMinimum,
  goldQuoteSeconds,
  isPriceOf,
  needsPan,
  refuseTrade,
  type GoldQuoteSide,
  type GoldTrade,
} from '@kredo/domain/gold';
import { formatRupees, goldUnits, paise } from '@kredo/domain/money';

import { AppError } from '../../lib/app-error.ts';
import { GoldVendorError, goldVendorErrors, type GoldRate } from '../../providers/gold-vendor/index.ts';
import type { GoldDeps, GoldUserRow } from './gold-users.ts';

/**
 * Quotes and the checks of a trade before the vendor is asked. The vendor keeps a rate 7 minutes;
 * the screens offer it for 5 (`goldQuoteSeconds`) from when the vendor made it, then fetch again.
 */
export function quoteOf(rate: GoldRate, now: Date): GoldPrice {
  const offeredUntil = Math.min(
    rate.validUntil.getTime(),
    rate.validUntil.getTime() - 7 * 60_000 + goldQuoteSeconds * 1_000,
  );
  const until = Math.max(offeredUntil, now.getTime());
  return {
    current_price: rate.pricePerGram,
    applicable_tax: rate.taxBasisPoints,
    rate_id: rate.rateId,
    rate_validity: new Date(until).toISOString(),
    expires_in: Math.floor((until - now.getTime()) / 1_000),
  };
}

export async function currentQuote(deps: GoldDeps, side: GoldQuoteSide): Promise<GoldPrice> {
  const rate = side === 'buy' ? await deps.goldVendor.buyRate() : await deps.goldVendor.sellRate();
  return quoteOf(rate, deps.clock.now());
}

const refused = (message: string) => new AppError('GOLD_REFUSED', message, { userMessage: message });

export const quoteExpired = () =>
  new AppError('GOLD_QUOTE_EXPIRED', 'gold rate expired', { userMessage: messages.goldPriceMayChange });

/**
 * The trade the screen asks for, checked as the vendor will price it: the quantity and amount at
 * the rate must agree (rupees up, grams down), and the rules of size and PAN hold. The rate is
 * the vendor's current one of the side; a screen holding an older rate is told the price changed.
 */
export async function checkedTrade(
  deps: GoldDeps,
  side: GoldQuoteSide,
  goldUser: GoldUserRow,
  asked: { rateId: string; gold: number; amount: number },
  options: { sellable?: number; checkPan?: boolean } = {},
): Promise<GoldTrade> {
  const rate = side === 'buy' ? await deps.goldVendor.buyRate() : await deps.goldVendor.sellRate();
  if (rate.rateId !== asked.rateId) throw quoteExpired();
  const trade: GoldTrade = {
    gold: goldUnits(asked.gold),
    amount: paise(asked.amount),
    tax: paise(0),
    rate: paise(rate.pricePerGram),
  };
  if (!isPriceOf(side, trade, trade.rate))
    throw new AppError('VALIDATION_FAILED', 'amount is not the price of the gold at the rate', {
      userMessage: messages.goldPriceMayChange,
    });
  const { sellable, checkPan = true } = options;
  const refusal = refuseTrade(side, trade, sellable === undefined ? {} : { sellable: goldUnits(sellable) });
  if (refusal === 'required') throw refused(messages.goldRequired);
  if (refusal === 'below-minimum')
    throw refused(
      side === 'buy'
        ? fill(messages.goldMinimumBuy, {
            amount: formatRupees(goldBuyMinimum, { symbol: false, decimals: 0 }),
          })
        : messages.goldSellMinimum,
    );
  if (refusal === 'above-maximum') throw refused(messages.goldMaximum);
  if (refusal === 'insufficient-balance') throw refused(messages.goldInsufficientBalance);
  if (checkPan) requirePan(side, trade, goldUser);
  return trade;
}

/** Refuses a trade that needs a verified PAN the gold user has not given. */
export function requirePan(side: GoldQuoteSide, trade: GoldTrade, goldUser: GoldUserRow) {
  if (needsPan(side, trade) && !goldUser.panVerifiedAt) throw panRequired();
}

export const panRequired = () =>
  new AppError('GOLD_PAN_REQUIRED', 'a verified PAN is needed', { userMessage: messages.goldPanRequired });

/** The vendor's refusal of a verify or a confirm as the screen words it. */
export function vendorRefusal(error: unknown): unknown {
  if (!(error instanceof GoldVendorError)) return error;
  switch (error.vendorCode) {
    case goldVendorErrors.rateExpired:
    case goldVendorErrors.priceMismatch:
      return quoteExpired();
    case goldVendorErrors.insufficientBalance:
      return refused(messages.goldInsufficientBalance);
    case goldVendorErrors.kycRequired:
      return panRequired();
    case goldVendorErrors.outOfStock:
      return refused(messages.goldOutOfStock);
    case goldVendorErrors.notDeliverable:
      return refused(messages.goldNotDeliverable);
    case goldVendorErrors.userBlocked:
      return refused(messages.goldAccountOnHold);
    default:
      return refused(messages.goldSomeError);
  }
}
