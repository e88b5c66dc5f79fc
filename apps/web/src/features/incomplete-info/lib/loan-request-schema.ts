import { loanPurposes, TEXT_MAX_LENGTH } from '@kredo/contract/application-profile';
import { loanAmountOutside, type LoanBoundary } from '@kredo/contract/loan-application';
import { fill, messages } from '@kredo/contract/messages';
import { isAmountWithin, tenureOptions } from '@kredo/domain/loan-boundary';
import { PAISE_PER_RUPEE } from '@kredo/domain/money';
import * as z from 'zod/mini';

export type LoanPurpose = (typeof loanPurposes)[number];
export const isLoanPurpose = (value: string): value is LoanPurpose =>
  (loanPurposes as readonly string[]).includes(value);

/** The tenures the product offers: from its minimum in its steps up to its maximum. */
export function tenuresOf(boundary: LoanBoundary): number[] {
  const [min, max] = boundary.tenure_months_range;
  return tenureOptions({ min, max, step: boundary.tenure_step_months });
}

/**
 * Loan details (spec 000 §2.5, §5.3): an amount in whole rupees within the product's boundary, a
 * tenure the product offers, and a purpose ('Other' with a remark).
 */
export function loanRequestSchema(boundary: LoanBoundary) {
  const range = boundary.amount_range;
  const tenures = tenuresOf(boundary).map(String);
  // The same rule and words as the server's refusal.
  const outside = { error: loanAmountOutside(range) };
  return z
    .object({
      amount: z.string().check(
        z.trim(),
        z.minLength(1, { error: messages.enterToContinue }),
        z.refine(
          (text) => /^[1-9]\d{0,9}$/.test(text) && isAmountWithin(Number(text) * PAISE_PER_RUPEE, range),
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
