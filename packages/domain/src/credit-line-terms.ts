import { compareDates, daysInMonth, isoDate, parseIsoDate, type IsoDate } from './calendar-date.ts';
import { multiplyPaiseByBasisPoints, paise, type BasisPoints, type Paise } from './money.ts';
import { addDays } from './working-days.ts';

/**
 * The terms of a revolving credit line (product code `rloc`, spec 001 §9 'Credit line terms'):
 * a limit the borrower draws on and repays at will until the line expires, simple interest on
 * what is drawn, a processing fee billed once in the first bill and a convenience fee on every
 * drawdown, each fee with GST on top. Bills are made on the 1st of the month and due on the 5th.
 */
export const creditLineProductCode = 'rloc';

/** A bill is made on this day of every month, for the month before. */
export const creditLineBillDay = 1;
/** The spec's 'due date: 5th of every month'. */
export const creditLineDueDay = 5;

/**
 * Per product: a percent of the drawdown with a floor (2%, at least Rs 199), or a fixed amount
 * (Rs 99 a drawdown); GST is added to either.
 */
export type ConvenienceFeeRule =
  { kind: 'percent'; rate: BasisPoints; minimum: Paise } | { kind: 'fixed'; amount: Paise };

/**
 * 'on-due-date': the whole principal drawn by a bill's last day is billed and due on the 5th.
 * 'daily': the listed distributor variants collect principal every day outside the bill, so a
 * bill carries interest and charges only until the line expires.
 */
export type PrincipalRepayment = 'on-due-date' | 'daily';

export type CreditLineTerms = {
  limit: Paise;
  /** Simple interest a year on the principal drawn, counted actual/365 (credit-line-interest.ts). */
  annualRate: BasisPoints;
  /** The amount sanctioned with the line, billed once, in the first bill. */
  processingFee: Paise;
  convenienceFee: ConvenienceFeeRule;
  /** 18% on both fees; none on interest. */
  gstRate: BasisPoints;
  principalRepayment: PrincipalRepayment;
  openedOn: IsoDate;
  /** The last day of the line's tenure: drawdowns are allowed through the end of this day. */
  expiresOn: IsoDate;
};

export type FeeWithGst = { fee: Paise; gst: Paise };

/**
 * GST on a fee, half up to the paisa: the rounding `priceOffer` and the bounce charge use, so a
 * fee's tax is the same figure on the pre-drawdown screen, the bill and the ledger, and a reversal
 * of the fee reverses its tax exactly. Each fee is taxed on its own (as its invoice line shows),
 * never the month's fees summed and taxed again.
 */
export function gstOn(fee: Paise, gstRate: BasisPoints): Paise {
  return multiplyPaiseByBasisPoints(fee, gstRate, 'half-up');
}

/**
 * The convenience fee on a drawdown and its GST: the percent of the amount half up to the paisa
 * (as the offer's convenience fee), raised to the minimum; or the fixed amount. 2% with a Rs 199
 * minimum is Rs 199 + 35.82 on Rs 5,000, Rs 200 + 36.00 on Rs 10,000.
 */
export function convenienceFee(amount: Paise, rule: ConvenienceFeeRule, gstRate: BasisPoints): FeeWithGst {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError(`A drawdown is a positive number of paise; got ${amount}`);
  const fee =
    rule.kind === 'fixed'
      ? rule.amount
      : paise(Math.max(multiplyPaiseByBasisPoints(amount, rule.rate, 'half-up'), rule.minimum));
  return { fee, gst: gstOn(fee, gstRate) };
}

/** The processing fee and its GST, as the first bill carries them. */
export function processingFeeWithGst(terms: CreditLineTerms): FeeWithGst {
  return { fee: terms.processingFee, gst: gstOn(terms.processingFee, terms.gstRate) };
}

/** Expired from the day after `expiresOn`: no drawdown, and every bill clears what is owed. */
export function isLineExpired(terms: Pick<CreditLineTerms, 'expiresOn'>, date: IsoDate): boolean {
  return compareDates(date, terms.expiresOn) > 0;
}

/** Refuses terms no line can run on: they would fail later, in the middle of a bill. */
export function checkCreditLineTerms(terms: CreditLineTerms): CreditLineTerms {
  const fee = terms.convenienceFee;
  const amounts = {
    limit: terms.limit,
    processingFee: terms.processingFee,
    ...(fee.kind === 'fixed' ? { convenienceFee: fee.amount } : { convenienceFeeMinimum: fee.minimum }),
  };
  for (const [name, amount] of Object.entries(amounts))
    if (!Number.isSafeInteger(amount) || amount < 0)
      throw new RangeError(`A line's ${name} is a whole, non-negative number of paise; got ${amount}`);
  if (terms.limit === 0) throw new RangeError('A line needs a limit above nothing');
  const rates = [terms.annualRate, terms.gstRate, ...(fee.kind === 'percent' ? [fee.rate] : [])];
  if (rates.some((rate) => !Number.isSafeInteger(rate) || rate < 0))
    throw new RangeError('Rates are whole, non-negative basis points');
  if (compareDates(terms.expiresOn, terms.openedOn) < 0)
    throw new RangeError(`A line cannot expire (${terms.expiresOn}) before it opens (${terms.openedOn})`);
  return terms;
}

/**
 * The last day of a line of `tenureMonths` opened on `openedOn`: the day before the same day
 * `tenureMonths` later, or the month's last day where that month is shorter (opened 31 Jan for 1
 * month: through 28 or 29 Feb).
 */
export function lineExpiresOn(openedOn: IsoDate, tenureMonths: number): IsoDate {
  if (!Number.isSafeInteger(tenureMonths) || tenureMonths < 1)
    throw new RangeError(`A line's tenure is a whole number of months, at least one; got ${tenureMonths}`);
  const { year, month, day } = parseIsoDate(openedOn) ?? { year: 0, month: 0, day: 0 };
  const months = year * 12 + (month - 1) + tenureMonths;
  const endYear = Math.floor(months / 12);
  const endMonth = (months % 12) + 1;
  const sameDay = Math.min(day, daysInMonth(endYear, endMonth));
  const anniversary = isoDate(
    `${String(endYear).padStart(4, '0')}-${String(endMonth).padStart(2, '0')}-${String(sameDay).padStart(2, '0')}`,
  );
  // Opened on a day the end month lacks (31 Jan, 1 month): through the month's last day.
  return sameDay < day ? anniversary : addDays(anniversary, -1);
}
