import {
  createPaymentBodySchema,
  type CreatePaymentBody,
  type RepaymentOptions,
} from '@kredo/contract/loan-payments';
import { messages } from '@kredo/contract/messages';
import { rupeesToPaise } from '@kredo/domain/money';
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

/**
 * The repayment screen's form: the contract's purpose, and the amount typed in rupees. 'Another
 * amount' takes ₹100 up to what closes the loan today (`maxPaise`, the foreclosure total), in the
 * catalogue's words.
 */
export function paymentFormSchema(maxPaise: number) {
  const typed = (values: { purpose: string; amount: string }) =>
    values.purpose === 'AMOUNT' ? readRupees(values.amount) : undefined;
  return z.extend(z.pick(createPaymentBodySchema, { purpose: true }), { amount: z.string() }).check(
    z.refine((values) => values.purpose !== 'AMOUNT' || (typed(values) ?? 0) >= MIN_PAYMENT_PAISE, {
      error: messages.paymentAmountTooSmall,
      path: ['amount'],
    }),
    z.refine((values) => (typed(values) ?? 0) <= maxPaise, {
      error: messages.paymentAmountTooLarge,
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
    case 'AMOUNT':
      return readRupees(values.amount);
  }
}

/** The payment request for a valid form. */
export function paymentBody(values: PaymentFormValues, loanId: string, returnUrl: string): CreatePaymentBody {
  const amount = values.purpose === 'AMOUNT' ? readRupees(values.amount) : undefined;
  return { loanId, purpose: values.purpose, returnUrl, ...(amount !== undefined && { amount }) };
}
