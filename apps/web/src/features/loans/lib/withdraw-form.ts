import { drawdownBodySchema } from '@kredo/contract/credit-lines';
import {
  withdrawalRefusal,
  type WithdrawalRefusal,
  type WithdrawalRefusalCode,
} from '@kredo/domain/credit-line-withdrawal';
import type { Paise } from '@kredo/domain/money';
import * as z from 'zod/mini';
import { readRupees } from './payment-form';

export type LineRoom = { available: Paise; expired: boolean };

/** The withdraw check (spec 001 §5) of the rupees typed, or null when they may be drawn. */
export function refusalOf(typed: string, line: LineRoom): WithdrawalRefusal | null {
  return withdrawalRefusal({ amount: readRupees(typed) ?? Number.NaN, ...line });
}

/**
 * The withdraw screen's form: the contract's line id, and the amount typed in rupees, which the
 * spec's check must let through. Its message is the refusal's code; the screen words it.
 */
export function withdrawFormSchema(line: LineRoom) {
  const refuses = (code: WithdrawalRefusalCode) =>
    z.refine<{ amount: string }>((values) => refusalOf(values.amount, line)?.code !== code, {
      error: code,
      path: ['amount'],
    });
  return z
    .extend(z.pick(drawdownBodySchema, { loanId: true }), { amount: z.string() })
    .check(refuses('LINE_EXPIRED'), refuses('AMOUNT_NOT_POSITIVE'), refuses('ABOVE_AVAILABLE_LIMIT'));
}
export type WithdrawFormInput = z.input<ReturnType<typeof withdrawFormSchema>>;
export type WithdrawFormValues = z.output<ReturnType<typeof withdrawFormSchema>>;
