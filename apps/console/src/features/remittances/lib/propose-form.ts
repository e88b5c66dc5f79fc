import { proposeRemittanceBodySchema, type ProposeRemittanceBody } from '@kredo/contract/remittances';
import { formatRupees, paise, rupeesToPaise } from '@kredo/domain/money';
import * as z from 'zod/mini';

import { text } from '../../../text';

/** Rupees as typed ('1,200', '₹1200.50') in paise; undefined when it is not an amount. */
export function readRupees(typed: string): number | undefined {
  try {
    return rupeesToPaise(typed);
  } catch {
    return undefined;
  }
}

/** An amount in paise as the form's field starts with it: '1,200' or '1,200.50'. */
export const rupeesField = (amountPaise: number) =>
  formatRupees(paise(amountPaise), { decimals: amountPaise % 100 === 0 ? 0 : 2 });

const labels = text.remittances.propose;

/**
 * The propose form: the contract's payee, UTR and note, the lender chosen from a list and the
 * amount typed in rupees; its output is the contract's body (the amount in paise).
 */
export const proposeFormSchema = z.pipe(
  z.extend(z.pick(proposeRemittanceBodySchema, { payee: true, reference: true, note: true }), {
    lenderId: z.string().check(z.regex(/^\d+$/, { error: labels.chooseLender })),
    amount: z
      .string()
      .check(z.refine((typed) => (readRupees(typed) ?? 0) > 0, { error: labels.amountInvalid })),
  }),
  z.transform(({ lenderId, payee, amount, reference, note }): ProposeRemittanceBody => ({
    lenderId: Number(lenderId),
    payee,
    amountPaise: rupeesToPaise(amount),
    reference,
    ...(note?.trim() ? { note: note.trim() } : {}),
  })),
);
export type ProposeFormInput = z.input<typeof proposeFormSchema>;
