import * as z from 'zod/mini';

import { apiBases } from './api-bases.ts';
import { text } from './text.ts';

/**
 * Disbursal from the back office, maker-checker: one staff member proposes paying an opportunity
 * out, a different one approves (or rejects); the payout then goes to the bank. Amounts are paise.
 */
export const disbursalStatuses = ['PROPOSED', 'REJECTED', 'APPROVED', 'PAID', 'FAILED', 'REVERSED'] as const;
export type DisbursalStatus = (typeof disbursalStatuses)[number];
export const payoutModes = ['IMPS', 'NEFT'] as const;

/** IMPS takes at most Rs 5,00,000 a payout; above it a disbursal goes by NEFT. */
export const impsLimitPaise = 5_00_000_00;

const base = apiBases.backOffice;
export const backOfficeDisbursalPaths = {
  /** Opportunities awaiting a payout, and disbursals by stage (`view`). */
  queue: `${base}/disbursals`,
  propose: `${base}/disbursals`,
  disbursal: `${base}/disbursals/:disbursalId`,
  approve: `${base}/disbursals/:disbursalId/approve`,
  reject: `${base}/disbursals/:disbursalId/reject`,
  /** Ask the payout provider where the payout stands (its status API), and apply what it says. */
  refresh: `${base}/disbursals/:disbursalId/refresh`,
} as const;

export const disbursalQueueViews = ['ready', 'proposed', 'in-flight', 'failed', 'paid'] as const;
export type DisbursalQueueView = (typeof disbursalQueueViews)[number];

export const disbursalQueueQuerySchema = z.object({
  view: z._default(z.enum(disbursalQueueViews), 'ready'),
});

export const disbursalIdParamsSchema = z.object({ disbursalId: z.uuid() });

export const proposeDisbursalBodySchema = z.object({
  opportunityId: z.uuid(),
  note: z.optional(text().check(z.maxLength(500))),
});

export const decideDisbursalBodySchema = z.object({
  note: z.optional(text().check(z.maxLength(500))),
});
export const rejectDisbursalBodySchema = z.object({
  note: text().check(z.trim(), z.minLength(3, 'Say why the disbursal is rejected'), z.maxLength(500)),
});

const staffRefSchema = z.object({ id: z.string(), name: z.string() });

export const disbursalSchema = z.object({
  id: z.string(),
  opportunityId: z.string(),
  userId: z.string(),
  borrowerName: z.string(),
  lenderId: z.number(),
  status: z.enum(disbursalStatuses),
  loanAmount: z.number(),
  netAmount: z.number(),
  mode: z.enum(payoutModes),
  beneficiaryName: z.string(),
  accountNumberMasked: z.string(),
  ifsc: z.string(),
  bankName: z.nullable(z.string()),
  proposedBy: staffRefSchema,
  proposedAt: z.string(),
  proposalNote: z.nullable(z.string()),
  decidedBy: z.nullable(staffRefSchema),
  decidedAt: z.nullable(z.string()),
  decisionNote: z.nullable(z.string()),
  utr: z.nullable(z.string()),
  failureCode: z.nullable(z.string()),
  failureText: z.nullable(z.string()),
  paidAt: z.nullable(z.string()),
  loanId: z.nullable(z.string()),
  lenderLoanAcctId: z.nullable(z.string()),
});
export type Disbursal = z.output<typeof disbursalSchema>;

/** An opportunity in DISBURSAL_PENDING with no live disbursal: ready to be proposed. */
export const readyOpportunitySchema = z.object({
  opportunityId: z.string(),
  userId: z.string(),
  borrowerName: z.string(),
  lenderId: z.number(),
  loanAmount: z.number(),
  netAmount: z.number(),
  waitingSince: z.string(),
});

export const disbursalQueueResponseSchema = z.object({
  view: z.enum(disbursalQueueViews),
  ready: z.array(readyOpportunitySchema),
  disbursals: z.array(disbursalSchema),
});
export type DisbursalQueueResponse = z.output<typeof disbursalQueueResponseSchema>;

export const disbursalMessages = {
  notAwaitingDisbursal: 'This loan is not awaiting disbursal.',
  alreadyProposed: 'A disbursal of this loan is already proposed or made.',
  disbursalAccountMissing: 'The borrower has no verified disbursal account.',
  sameStaff: 'The same person cannot propose and approve a disbursal.',
  notProposed: 'This disbursal is no longer awaiting a decision.',
} as const;
