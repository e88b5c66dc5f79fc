import {
  createPaymentBodySchema,
  type CreatePaymentBody,
  type RepaymentOptions,
} from '@kredo/contract/loan-payments';
import { fill, messages } from '@kredo/contract/messages';
import { formatMoney, formatRupees, rupeesToPaise, type Paise } from '@kredo/domain/money';
import * as z from 'zod/mini';

/** The least a borrower may pay as an amount of their own choosing: ₹100. */
export const MIN_PAYMENT_PAISE = 10_000;

/** Rupees as typed ('1,500', '₹1500.50') in paise; undefined when it is not an amount. */
export function readRupees(text: string): number | undefined {
  try {
    return rupeesToPaise(text);
  } catch {
    return undefined;
  }
}

/** A typed amount as the eye reads it once the field is left: en-IN grouping ('2,50,000.50'). */
export function groupRupees(text: string): string {
  const amount = readRupees(text);
  if (amount === undefined) return text;
  return formatRupees(amount as Paise, { decimals: amount % 100 === 0 ? 0 : 2 });
}

export type PrepaymentLimits = Pick<RepaymentOptions['prepayment'], 'minimum' | 'maximum'>;

/**
 * The repayment screen's form: the contract's purpose, and the amount typed in rupees. 'Another
 * amount' takes ₹100 up to what closes the loan today (`maxPaise`, the foreclosure total); a part
 * prepayment what the server's `prepayment` limits allow today; each in the catalogue's words.
 */
export function paymentFormSchema(maxPaise: number, prepayment?: PrepaymentLimits) {
  const typed = (values: { purpose: string; amount: string }, purpose: 'AMOUNT' | 'PREPAYMENT') =>
    values.purpose === purpose ? readRupees(values.amount) : undefined;
  const limits = prepayment ?? { minimum: 0, maximum: maxPaise };
  return z.extend(z.pick(createPaymentBodySchema, { purpose: true }), { amount: z.string() }).check(
    z.refine((values) => values.purpose !== 'AMOUNT' || (typed(values, 'AMOUNT') ?? 0) >= MIN_PAYMENT_PAISE, {
      error: messages.paymentAmountTooSmall,
      path: ['amount'],
    }),
    z.refine((values) => (typed(values, 'AMOUNT') ?? 0) <= maxPaise, {
      error: messages.paymentAmountTooLarge,
      path: ['amount'],
    }),
    z.refine(
      (values) => values.purpose !== 'PREPAYMENT' || (typed(values, 'PREPAYMENT') ?? 0) >= limits.minimum,
      {
        error: fill(messages.prepaymentTooSmall, { amount: formatMoney(limits.minimum as Paise) }),
        path: ['amount'],
      },
    ),
    z.refine((values) => (typed(values, 'PREPAYMENT') ?? 0) <= limits.maximum, {
      error: fill(messages.prepaymentTooLarge, { amount: formatMoney(limits.maximum as Paise) }),
      path: ['amount'],
    }),
  );
}
export type PaymentFormInput = z.input<ReturnType<typeof paymentFormSchema>>;
export type PaymentFormValues = z.output<ReturnType<typeof paymentFormSchema>>;

/** The amount a choice pays, as the repayment options priced it; the typed one for AMOUNT. */
export function amountOf(values: PaymentFormInput, options: RepaymentOptions): number | undefined {
  switch (values.purpose) {
    case 'DUES':
      return options.dues;
    case 'NEXT_EMI':
      return options.nextEmi?.amount;
    case 'FORECLOSURE':
      return options.foreclosure.total;
    case 'COOLING_OFF':
      return options.coolingOff ? Math.max(0, options.coolingOff.total - options.advance) : undefined;
    case 'AMOUNT':
    case 'PREPAYMENT':
      return readRupees(values.amount);
  }
}

/** The choices whose amount the borrower types. */
export const typesAmount = (purpose: string) => purpose === 'AMOUNT' || purpose === 'PREPAYMENT';

/** The payment request for a valid form. */
export function paymentBody(values: PaymentFormValues, loanId: string, returnUrl: string): CreatePaymentBody {
  const amount = typesAmount(values.purpose) ? readRupees(values.amount) : undefined;
  return { loanId, purpose: values.purpose, returnUrl, ...(amount !== undefined && { amount }) };
}
