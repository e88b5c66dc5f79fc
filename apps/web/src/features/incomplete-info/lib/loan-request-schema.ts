import { loanPurposes, TEXT_MAX_LENGTH } from '@kredo/contract/application-profile';
import type { LoanBoundary } from '@kredo/contract/loan-application';
import { fill, messages } from '@kredo/contract/messages';
import * as z from 'zod/mini';

export type LoanPurpose = (typeof loanPurposes)[number];
export const isLoanPurpose = (value: string): value is LoanPurpose =>
  (loanPurposes as readonly string[]).includes(value);

/** The tenures the product offers: from its minimum in its steps up to its maximum. */
export function tenuresOf(boundary: LoanBoundary): number[] {
  const [min, max] = boundary.tenure_months_range;
  const step = Math.max(1, boundary.tenure_step_months);
  const tenures: number[] = [];
  for (let months = min; months <= max; months += step) tenures.push(months);
  return tenures;
}

/**
 * Loan details (spec 000 §2.5, §5.3): an amount in whole rupees within the product's boundary, a
 * tenure the product offers, and a purpose ('Other' with a remark).
 */
export function loanRequestSchema(boundary: LoanBoundary) {
  const [min, max] = boundary.amount_range;
  const tenures = tenuresOf(boundary).map(String);
  // The same words as the server's refusal.
  const outside = {
    error: fill(messages.fieldBetween, { label: 'Loan Amount', min: min / 100, max: max / 100 }),
  };
  return z
    .object({
      amount: z.string().check(
        z.trim(),
        z.minLength(1, { error: messages.enterToContinue }),
        z.refine(
          (text) => /^[1-9]\d{0,9}$/.test(text) && Number(text) * 100 >= min && Number(text) * 100 <= max,
          outside,
        ),
      ),
      tenure: z
        .string()
        .check(z.refine((text) => tenures.includes(text), { error: messages.selectToContinue })),
      purpose: z.string().check(z.refine(isLoanPurpose, { error: messages.selectToContinue })),
      purposeRemark: z.string().check(
        z.trim(),
        z.maxLength(TEXT_MAX_LENGTH, {
          error: fill(messages.enterValidField, { label: 'Purpose Remark' }),
        }),
      ),
    })
    .check(
      z.refine((values) => values.purpose !== 'Other' || values.purposeRemark !== '', {
        error: messages.enterToContinue,
        path: ['purposeRemark'],
      }),
    );
}
export type LoanRequestInput = z.input<ReturnType<typeof loanRequestSchema>>;
export type LoanRequestValues = z.output<ReturnType<typeof loanRequestSchema>>;
