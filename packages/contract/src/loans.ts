import * as z from 'zod/mini';

/**
 * The borrower's loans (spec 001 §2.10, §3 "Loan (list item)" and "loanDetail"), as
 * `GET /kautilya/user-loans` answers them. Amounts are paise, dates YYYY-MM-DD. Loans begin at
 * disbursal; until a loan is disbursed the list is empty.
 */
export const loanStatuses = ['DISBURSED', 'CLOSED', 'PRE_CLOSED'] as const;
export const nachStatuses = ['ACTIVATED', 'IN_PROCESS', 'REJECTED', 'AUTHORIZED'] as const;

const isoDate = z.iso.date();
const paise = z.number().check(z.int());

export const repaymentAccountDetailsSchema = z.object({
  beneficiaryName: z.string(),
  bankName: z.string(),
  bankAccountNumber: z.string(),
  ifscCode: z.string(),
  bankAccountType: z.enum(['SAVINGS', 'CURRENT', 'LOAN']),
  repaymentLink: z.nullable(z.string()),
});

export const loanDetailSchema = z.object({
  loanId: z.string(),
  lenderId: z.number().check(z.int()),
  lenderLoanAcctId: z.nullable(z.string()),
  status: z.enum(loanStatuses),
  amount: paise,
  tenureMonths: z.number().check(z.int()),
  emiAmount: paise,
  emiStartDate: isoDate,
  disbursalDate: isoDate,
  /** Advance interest for the days before the first EMI period. */
  brokenInterest: paise,
  processingFee: paise,
  processingFeeGst: paise,
  convenienceFee: paise,
  convenienceFeeGst: paise,
  convenienceFeePct: z.number(),
  minConvenienceFee: paise,
  /** Annual, as the offer showed it. */
  interestPercent: z.number(),
  nachStatus: z.nullable(z.enum(nachStatuses)),
  bankAccounts: z.array(
    z.object({
      bankAccountNumber: z.string(),
      ifscCode: z.string(),
      bankAccountType: z.enum(['SAVINGS', 'CURRENT', 'LOAN']),
      purposeType: z.enum(['NACH', 'DISBURSAL']),
    }),
  ),
  repaymentAccountDetails: z.nullable(repaymentAccountDetailsSchema),
});
export type LoanDetail = z.infer<typeof loanDetailSchema>;

export const userLoanSchema = z.object({
  loan_id: z.string(),
  /** A revolving credit line rather than a term loan. */
  is_rloc: z.boolean(),
  lender_info: z.object({
    name: z.string(),
    iconUrl: z.nullable(z.string()),
    email: z.string(),
    phoneNumber: z.nullable(z.string()),
  }),
  state: z.object({ loan_detail: z.object({ loanDetail: loanDetailSchema }) }),
  /** When the loan record was created (ISO instant). */
  cd: z.string(),
  is_expired: z.boolean(),
  is_closed: z.boolean(),
  /** 'written-off', 'closed', ... */
  tags: z.array(z.string()),
  /**
   * The schedule in force (a part prepayment shortens it), each instalment's date and paid date.
   * Ours, beyond the spec: `amount` is the instalment (the last one smaller); `unpaid` what is still
   * to pay of it (principal, interest and its charges; 0 once paid or the loan closed); `advance`
   * how much of `unpaid` the money the borrower paid ahead will pay on its due date: all of it is
   * an instalment paid in advance.
   */
  repayment_schedules: z.array(
    z.object({
      date: isoDate,
      paid_date: z.nullable(isoDate),
      amount: z.optional(paise),
      unpaid: z.optional(paise),
      advance: z.optional(paise),
    }),
  ),
  bills: z.array(z.object({ balance: paise })),
  /** What a credit line can still draw; null for a term loan. */
  available_limit: z.nullable(paise),
  /** Statement of account: negative amounts are drawdowns, positive ones payments. */
  soa_txns: z.array(z.object({ narration: z.string(), date: isoDate, amount: paise })),
  due: z.nullable(z.object({ principal: paise, interest: paise, charges: paise, date: isoDate })),
  /**
   * Ours, beyond the spec: a credit line's own figures (null for a term loan). `outstanding` is
   * the principal drawn and the billed interest and charges unpaid; `accruedInterest` and
   * `unbilledCharges` (fees with their GST) come on the next bill, on `nextBillDate`. `suspended`:
   * operations have put drawdowns on hold. `expiresOn` is the last day the line may be drawn.
   */
  credit_line: z.nullable(
    z.object({
      limit: paise,
      outstanding: paise,
      accruedInterest: paise,
      unbilledCharges: paise,
      nextBillDate: isoDate,
      expiresOn: isoDate,
      suspended: z.boolean(),
      /** Drawdowns asked for and not yet paid out: their room is held. */
      drawdownsInFlight: paise,
    }),
  ),
});
export type UserLoan = z.infer<typeof userLoanSchema>;

/** The signed-in borrower's loans, newest disbursal first. */
export const userLoansResponseSchema = z.object({ loans: z.array(userLoanSchema) });
export type UserLoansResponse = z.infer<typeof userLoansResponseSchema>;

/**
 * A top-up the borrower is pre-approved for (spec 001 §2.10 "pre-approved banner", §7
 * `GET /corleone/pre-approved-products`): an empty list when there is none.
 */
export const preApprovedProductsResponseSchema = z.object({
  preApprovedProducts: z.array(z.object({ productCode: z.string(), maxAmount: paise })),
});
export type PreApprovedProducts = z.infer<typeof preApprovedProductsResponseSchema>;

export const loansPaths = {
  userLoans: '/api/kautilya/user-loans',
  preApprovedProducts: '/api/corleone/pre-approved-products',
  /**
   * Ours, beyond the spec, answered like the statement of account (`{ loan_id }` in, `fileName`
   * and base64 `pdfData` out): the loan agreement as signed, and the KFS it was accepted on.
   */
  signedAgreement: '/api/kautilya/loan-agreement',
  keyFactStatement: '/api/kautilya/key-fact-statement',
} as const;
