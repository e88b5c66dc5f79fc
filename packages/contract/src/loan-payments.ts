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

/**
 * PREPAYMENT is a part prepayment with tenor reduction: the dues are paid first, then the rest
 * (with any advance held) goes to the principal not yet due, and the loan is rescheduled on the
 * day with the same EMI and fewer instalments.
 */
export const paymentPurposes = ['DUES', 'NEXT_EMI', 'FORECLOSURE', 'AMOUNT', 'PREPAYMENT', 'COOLING_OFF'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/**
 * Why a part prepayment cannot be made today: a NACH debit of an EMI is being collected; less
 * principal is left than one EMI (close the loan instead); a loan written off is not rescheduled.
 */
export const prepaymentRefusals = ['NACH_IN_PROCESS', 'TOO_LITTLE_LEFT', 'ALL_DUE', 'WRITTEN_OFF'] as const;
export type PrepaymentRefusal = (typeof prepaymentRefusals)[number];

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
  /** What today's dues are made of: overdue principal and interest, penal charges, bounce charges. */
  duesBreakdown: z.object({ principal: paise, interest: paise, penal: paise, bounce: paise }),
  /**
   * The cooling-off exit while its period runs (docs/decisions.md 'Cooling-off exit'): what was
   * paid out plus the APR's cost for the days held, no penalty; null once the period is over.
   */
  coolingOff: z.nullable(
    z.object({ total: paise, principal: paise, cost: paise, days: z.number(), lastDay: z.iso.date() }),
  ),
  /**
   * What a part prepayment may be today. At least the dues (less the advance) plus one EMI, so the
   * loan is shorter by an instalment at least; at most what leaves Re 1 of principal, below the
   * foreclosure total (the running period's interest is not collected: it stays in the next EMI).
   */
  prepayment: z.object({
    minimum: paise,
    maximum: paise,
    /** Taken first out of a prepayment: today's dues less the advance held. */
    duesFirst: paise,
    /** Why none may be made today; null when one may. */
    refusal: z.nullable(z.enum(prepaymentRefusals)),
  }),
});
export type RepaymentOptions = z.output<typeof repaymentOptionsSchema>;

export const createPaymentBodySchema = z.object({
  loanId,
  purpose: z.enum(paymentPurposes),
  /**
   * For AMOUNT: at least Rs 100, at most the foreclosure total. For PREPAYMENT: within the
   * repayment options' `prepayment` minimum and maximum.
   */
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
