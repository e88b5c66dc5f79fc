import * as z from 'zod/mini';

import { text } from './text.ts';

/**
 * Paying a loan and its documents (spec 001 §2.10, §4.9, §7): what the borrower may pay today, a
 * payment through the gateway's hosted page and where it stands, the statement of account and the
 * No Objection Certificate. Amounts are paise, dates YYYY-MM-DD. The loan's `repaymentLink` opens
 * the repayment screen of the web app (`#/repayment?loan_id=`), which uses these calls.
 */
export const loanPaymentPaths = {
  repaymentOptions: '/api/kautilya/repayment-options',
  payments: '/api/kautilya/payments',
  payment: '/api/kautilya/payments/:paymentId',
  statement: '/api/kautilya/statement-of-account',
  generateNoc: '/api/lender-push/generate-noc',
} as const;

export const paymentPurposes = ['DUES', 'NEXT_EMI', 'FORECLOSURE', 'AMOUNT'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

const paise = z.number().check(z.int());
const loanId = z.uuid();

export const repaymentOptionsQuerySchema = z.object({ loan_id: loanId });

export const repaymentOptionsSchema = z.object({
  loanId: z.string(),
  lenderLoanAcctId: z.string(),
  /** Everything due and unpaid today (overdue instalments, charges); 0 when nothing is. */
  dues: paise,
  /** The next instalment not yet due, less any advance held; null after the last. */
  nextEmi: z.nullable(z.object({ amount: paise, dueDate: z.iso.date() })),
  /** What closes the loan today (the quote is valid for its day only). */
  foreclosure: z.object({
    total: paise,
    principal: paise,
    interest: paise,
    charges: paise,
    advance: paise,
    validOn: z.iso.date(),
  }),
  /** Paid beyond the dues, held for the next instalment. */
  advance: paise,
  /** A NACH debit of the next instalment is already being presented (spec 001 §4.9). */
  nachPresentationInProcess: z.boolean(),
});
export type RepaymentOptions = z.output<typeof repaymentOptionsSchema>;

export const createPaymentBodySchema = z.object({
  loanId,
  purpose: z.enum(paymentPurposes),
  /** For AMOUNT only: at least Rs 100, at most the foreclosure total. */
  amount: z.optional(paise),
  /** Where the gateway sends the browser back to (this site only). */
  returnUrl: text().check(z.maxLength(500)),
});
export type CreatePaymentBody = z.input<typeof createPaymentBodySchema>;

export const paymentStatuses = ['CREATED', 'PENDING', 'CAPTURED', 'FAILED', 'EXPIRED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentSchema = z.object({
  paymentId: z.string(),
  loanId: z.string(),
  purpose: z.enum(paymentPurposes),
  amount: paise,
  status: z.enum(paymentStatuses),
  /** The gateway's hosted page, while the payment may still be made. */
  link: z.nullable(z.string()),
  /** Set once the money is credited to the loan. */
  creditedOn: z.nullable(z.iso.date()),
  failureReason: z.nullable(z.string()),
});
export type Payment = z.output<typeof paymentSchema>;

export const paymentParamsSchema = z.object({ paymentId: z.uuid() });

export const loanDocumentBodySchema = z.object({ loan_id: loanId });
export const loanDocumentSchema = z.object({ fileName: z.string(), pdfData: z.string() });
export type LoanDocument = z.output<typeof loanDocumentSchema>;
