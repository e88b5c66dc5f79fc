import { divideRounded } from './bigint-division.ts';
import { compareDates, indianDate, type IsoDate } from './calendar-date.ts';
import { productBookId } from './ledger.ts';
import { goldUnits, paise, type GoldUnits, type Paise } from './money.ts';
import { addDays } from './working-days.ts';

/**
 * Digital gold's rules (spec 002 §5, §9; reference/lending-rules.md §5.1). Gold is counted in
 * units of 0.1 mg (grams to four places), rupees in paise, and a rate is paise per gram without
 * GST. Rupees become grams rounded down to 0.1 mg; grams become rupees rounded up to the paisa,
 * as the vendor rounds: 2,953.63 a gram with 3% GST makes Rs 1,000 buy 0.3287 g and 0.2345 g
 * cost Rs 713.41; sold back, Rs 1,000 is 0.3385 g and 0.2345 g is Rs 692.63.
 */

/**
 * The book gold is kept in: the product's own as the vendor's distributor, apart from every
 * lender's (docs/decisions.md "Gold in the ledger"). Its ledger, reports and settlements are
 * those of this id.
 */
export const goldBookId = productBookId;

/** GST on a purchase of gold (3%); a sell carries none. */
export const goldGstBasisPoints = 300;
/** The least a purchase may cost (spec's 'Minimum Rs. 100' reading). */
export const goldBuyMinimum = paise(100_00);
/** The least a sell may be for ('Required min Rs.1'). */
export const goldSellMinimum = paise(1_00);
/** The most one buy or one sell may move: 30 g ('Maximum 30(gm)s'). */
export const goldTradeMaximum = goldUnits(30_0000);
/**
 * The order value from which a verified PAN is asked for (docs/decisions.md "The gold PAN
 * threshold"): a buy of Rs 500 or more, a sell of Rs 100 or more.
 */
export const goldPanThresholds = { buy: paise(500_00), sell: paise(100_00) } as const;
/** How long a quote is shown before it is fetched again (the vendor keeps a rate 7 minutes). */
export const goldQuoteSeconds = 300;
/**
 * How long after its verify an order may still be paid and confirmed: the vendor fails a trade
 * not confirmed in 10 minutes; we stop at 8 and refund any payment that comes later.
 */
export const goldConfirmMinutes = 8;
/** Gold bought on an India day may be sold from the second day after it. */
export const goldSellLockDays = 2;

const unitsPerGram = 10_000n;
const basisPoints = 10_000n;

/** The price of `units` of gold at `pricePerGram` with `taxBasisPoints` of GST, up to the paisa. */
export function goldCost(units: GoldUnits, pricePerGram: Paise, taxBasisPoints = goldGstBasisPoints): Paise {
  const numerator = BigInt(units) * BigInt(pricePerGram) * (basisPoints + BigInt(taxBasisPoints));
  return paise(Number(divideRounded(numerator, unitsPerGram * basisPoints, 'up')));
}

/** The most gold `amount` buys at `pricePerGram` with GST, down to 0.1 mg. */
export function goldFor(amount: Paise, pricePerGram: Paise, taxBasisPoints = goldGstBasisPoints): GoldUnits {
  if (pricePerGram <= 0) throw new RangeError('A gold rate must be above zero');
  const denominator = BigInt(pricePerGram) * (basisPoints + BigInt(taxBasisPoints));
  return goldUnits(Number(divideRounded(BigInt(amount) * unitsPerGram * basisPoints, denominator, 'down')));
}

/** What `units` of gold sell for at `pricePerGram` (no GST), up to the paisa. */
export const goldSaleValue = (units: GoldUnits, pricePerGram: Paise): Paise =>
  goldCost(units, pricePerGram, 0);

/** The gold a sell for `amount` takes at `pricePerGram`, down to 0.1 mg. */
export const goldSoldFor = (amount: Paise, pricePerGram: Paise): GoldUnits =>
  goldFor(amount, pricePerGram, 0);

/** The GST within a GST-inclusive `amount`: the amount less its value before tax, that rounded half up. */
export function taxWithin(amount: Paise, taxBasisPoints = goldGstBasisPoints): Paise {
  const beforeTax = divideRounded(
    BigInt(amount) * basisPoints,
    basisPoints + BigInt(taxBasisPoints),
    'half-up',
  );
  return paise(amount - Number(beforeTax));
}

export type GoldQuoteSide = 'buy' | 'sell';

/**
 * A trade asked for in rupees or in grams, priced: the gold it moves and the rupees it costs
 * (buy, GST included) or pays (sell). Asked in rupees, it moves the most gold the rupees buy (or
 * the gold they are the value of) and costs that gold's price, never more than asked.
 */
export type GoldTrade = { gold: GoldUnits; amount: Paise; tax: Paise; rate: Paise };

export function priceTrade(
  side: GoldQuoteSide,
  asked: { rupees: Paise } | { gold: GoldUnits },
  pricePerGram: Paise,
): GoldTrade {
  const taxRate = side === 'buy' ? goldGstBasisPoints : 0;
  const gold = 'gold' in asked ? asked.gold : goldFor(asked.rupees, pricePerGram, taxRate);
  const amount = goldCost(gold, pricePerGram, taxRate);
  return { gold, amount, tax: side === 'buy' ? taxWithin(amount, taxRate) : paise(0), rate: pricePerGram };
}

/** Whether `amount` is the price of `gold` at the rate, as `priceTrade` makes it. */
export const isPriceOf = (
  side: GoldQuoteSide,
  trade: { gold: GoldUnits; amount: Paise },
  pricePerGram: Paise,
) => priceTrade(side, { gold: trade.gold }, pricePerGram).amount === trade.amount;

export type GoldTradeRefusal = 'required' | 'below-minimum' | 'above-maximum' | 'insufficient-balance';

/**
 * Why a trade may not be made, or null: its size, its rupees against the minimum, and for a sell
 * the gold that may be sold. Asked in rupees, the rupees asked meet the minimum (Rs 100 buys gold
 * costing a paisa or so less); otherwise the gold must be at least what the minimum buys.
 */
export function refuseTrade(
  side: GoldQuoteSide,
  trade: GoldTrade,
  limits: { askedRupees?: Paise; sellable?: GoldUnits } = {},
): GoldTradeRefusal | null {
  if (trade.gold <= 0 || trade.amount <= 0) return 'required';
  const minimum = side === 'buy' ? goldBuyMinimum : goldSellMinimum;
  const belowMinimum =
    limits.askedRupees !== undefined
      ? limits.askedRupees < minimum
      : trade.gold < goldFor(minimum, trade.rate, side === 'buy' ? goldGstBasisPoints : 0);
  if (belowMinimum) return 'below-minimum';
  if (trade.gold > goldTradeMaximum) return 'above-maximum';
  if (side === 'sell' && limits.sellable !== undefined && trade.gold > limits.sellable)
    return 'insufficient-balance';
  return null;
}

/**
 * Whether a trade needs a verified PAN first: its rupees reach the side's threshold, or its gold
 * is as much as the threshold buys (Rs 500 asked buys gold costing a paisa or so less).
 */
export function needsPan(side: GoldQuoteSide, trade: Pick<GoldTrade, 'gold' | 'amount' | 'rate'>): boolean {
  const threshold = goldPanThresholds[side];
  if (trade.amount >= threshold) return true;
  return (
    trade.gold > 0 && trade.gold >= goldFor(threshold, trade.rate, side === 'buy' ? goldGstBasisPoints : 0)
  );
}

/** A purchase that still counts against selling: its gold and when it was credited. */
export type GoldPurchase = { gold: GoldUnits; creditedAt: Date };

/** The first India day on which gold bought at `creditedAt` may be sold. */
export const sellableFrom = (creditedAt: Date): IsoDate => addDays(indianDate(creditedAt), goldSellLockDays);

/**
 * The gold that may be sold now: the balance less what was bought too recently, never below zero
 * (a sell cannot take the newest gold, so the locked gold is what remains of the balance last).
 */
export function sellableGold(balance: GoldUnits, purchases: readonly GoldPurchase[], now: Date): GoldUnits {
  const today = indianDate(now);
  const locked = purchases
    .filter((purchase) => compareDates(today, sellableFrom(purchase.creditedAt)) < 0)
    .reduce((sum, purchase) => sum + purchase.gold, 0);
  return goldUnits(Math.max(0, balance - locked));
}
