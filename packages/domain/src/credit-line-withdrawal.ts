import { formatMoney, paise, type Paise } from './money.ts';

/**
 * What a credit line can still draw, and the withdraw screen's check of an amount (spec 001 §5:
 * 'amount nonzero and at most the available limit', with its three messages, word for word).
 */

/**
 * The limit less the principal drawn and not repaid, less the drawdowns in flight (held from the
 * request until the payout settles or fails, so two requests cannot both spend the same room).
 * Never below nothing: the principal can stand above the limit only if the lender cuts the limit,
 * and then nothing more can be drawn. Never above the limit, and repaying principal gives back
 * exactly the principal repaid: the limit itself never grows by itself.
 */
export function availableLimit(limit: Paise, drawnPrincipal: Paise, holds: Paise): Paise {
  for (const [name, amount] of Object.entries({ limit, drawnPrincipal, holds }))
    if (!Number.isSafeInteger(amount) || amount < 0)
      throw new RangeError(`A line's ${name} is a whole, non-negative number of paise; got ${amount}`);
  return paise(Math.max(0, limit - drawnPrincipal - holds));
}

export const withdrawalMessages = {
  LINE_EXPIRED: 'Loan Tenure has expired',
  AMOUNT_NOT_POSITIVE: 'Please Enter amount between 0 and {limit}',
  ABOVE_AVAILABLE_LIMIT: 'Amount should be within Available Limit',
} as const;

export type WithdrawalRefusalCode = keyof typeof withdrawalMessages;
export type WithdrawalRefusal = { code: WithdrawalRefusalCode; message: string };

export type WithdrawalRequest = {
  /** The amount typed, in paise; NaN when the field does not hold an amount. */
  amount: number;
  available: Paise;
  expired: boolean;
};

/**
 * The one message the withdraw screen shows for an amount, or null when it may be drawn. An expired
 * line refuses before the amount is read (no amount would do). An amount of nothing, below nothing
 * or not a whole number of paise gets the range message, whose {limit} is the available limit as
 * every screen writes an amount ('₹25,000'): the most the borrower can type, which the line's total
 * limit is not once something is drawn. Above the available limit gets its own message.
 */
export function withdrawalRefusal({
  amount,
  available,
  expired,
}: WithdrawalRequest): WithdrawalRefusal | null {
  if (expired) return refuse('LINE_EXPIRED', available);
  if (!Number.isSafeInteger(amount) || amount <= 0) return refuse('AMOUNT_NOT_POSITIVE', available);
  if (amount > available) return refuse('ABOVE_AVAILABLE_LIMIT', available);
  return null;
}

function refuse(code: WithdrawalRefusalCode, available: Paise): WithdrawalRefusal {
  return { code, message: withdrawalMessages[code].replace('{limit}', formatMoney(available)) };
}
