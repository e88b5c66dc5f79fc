import { opportunityStatuses } from '@kredo/domain/application-lifecycle';
import { mainFlowSteps } from '@kredo/domain/application-steps';
import * as z from 'zod/mini';

export const userIdParamsSchema = z.object({ userId: z.uuid() });
export const userIdQuerySchema = z.object({ userId: z.uuid() });

/**
 * Roles a session may carry. Every person who signs in is a borrower; an operator who opens a
 * borrower's session to collect bank statements is a bank-statement invoker and skips mobile
 * verification (spec 000 §6).
 */
export const roles = { borrower: 'BORROWER', bankStatementInvoker: 'BS_INVOKER_ADMIN' } as const;

/** The borrower's own profile. PAN is shown masked to its last four characters. */
export const profileSchema = z.object({
  userId: z.string(),
  name: z.nullable(z.string()),
  /** null until a borrower who signed up with Google verifies a mobile. */
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  dob: z.nullable(z.string()),
  panNumberMasked: z.nullable(z.string()),
  mobileOtpVerified: z.boolean(),
  whatsappOptIn: z.boolean(),
  roles: z.array(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

/** The application form's steps (spec 000 §4.3), as packages/domain names them. */
const applicationStepSchema = z.enum(mainFlowSteps);

/**
 * `loanApprovalInfo` of `lam/status` in the spec's field names (spec 001 §3): the opportunity's
 * status and terms. `interestPercent` is the annual flat rate, `convenienceFeePct` a percentage.
 */
export const loanApprovalInfoSchema = z.object({
  status: z.enum(opportunityStatuses),
  subStatuses: z.array(z.string()),
  productCode: z.string(),
  lenderId: z.number(),
  amount: z.number(),
  tenureMonths: z.number(),
  tenurePeriod: z.literal('MONTHS'),
  paymentFrequency: z.literal('Monthly'),
  emiAmount: z.number(),
  installmentAmount: z.number(),
  interestPercent: z.number(),
  processingFee: z.number(),
  convenienceFeePct: z.number(),
  minConvenienceFee: z.number(),
  convenienceFee: z.number(),
  dueDayOfMonth: z.number(),
  lenderOpportunityId: z.string(),
  /** A revolving credit line: `amount` is its limit, drawn in parts; it has no EMI. */
  isCreditLine: z.optional(z.boolean()),
});
export type LoanApprovalInfo = z.output<typeof loanApprovalInfoSchema>;

/** The payout a loan waits for (`lam/status`), and where it goes. */
export const payoutSchema = z.object({
  amount: z.number(),
  bankName: z.nullable(z.string()),
  accountNumberMasked: z.nullable(z.string()),
});
export type Payout = z.output<typeof payoutSchema>;

/** Profile and status; `latestApplicationsStatus` is null until the borrower applies. */
export const userStatusResponseSchema = z.object({
  userId: z.string(),
  profile: profileSchema,
  userStatus: z.object({
    latestApplicationsStatus: z.nullable(
      z.object({
        loanApplicationInfo: z.object({
          status: z.string(),
          subStatuses: z.array(z.string()),
          applicationId: z.optional(z.string()),
          productType: z.optional(z.string()),
        }),
        /** The lender's approval and its offer (spec 001 §3), once there is one. Amounts are paise. */
        loanApprovalInfo: z.optional(loanApprovalInfoSchema),
        /**
         * While the loan waits for the lender's payout (the repayment mandate lets the lender
         * disburse, until the payout): the loan's amount (paise) and the disbursal account it is
         * paid into, masked to its last 3 digits; absent at any other time.
         */
        payout: z.optional(payoutSchema),
      }),
    ),
    /** Whether the basic eligibility answers qualify for any product; null until they are given. */
    eligibility: z.optional(z.nullable(z.object({ eligible: z.boolean(), reasons: z.array(z.string()) }))),
    /** Whether the current address's pincode is served; null until a pincode is given. */
    isServiceable: z.optional(z.nullable(z.boolean())),
    /** What must still be done before applying (always includes BANK_STATEMENT until one exists). */
    mandatoryCompletionItems: z.optional(z.array(z.string())),
    completionDetails: z.optional(
      z.object({
        completePages: z.array(applicationStepSchema),
        v3CompletePages: z.array(applicationStepSchema),
        percent: z.number(),
        v3Percent: z.number(),
        resumeAt: z.nullable(applicationStepSchema),
        v3ResumeAt: z.nullable(applicationStepSchema),
      }),
    ),
  }),
});

export const profilePaths = {
  status: '/api/lam/status/:userId',
  profile: '/api/lam-profile/profile',
  applicationProfile: '/api/paandu/profile',
} as const;
