import { applicationStatuses } from '@kredo/domain/application-lifecycle';
import { incompleteInfoSubStatuses } from '@kredo/domain/incomplete-info';
import * as z from 'zod/mini';

import { apiBases } from './api-bases.ts';
import { loanOfferSchema } from './loan-offer.ts';
import { text } from './text.ts';

/**
 * The back-office console's calls: the queue of applications, one application with everything
 * the decision used, the staff actions (ask for information, approve with terms, reject) and the
 * audit log. Amounts are paise.
 */
const base = apiBases.backOffice;
export const backOfficePaths = {
  queue: `${base}/applications`,
  application: `${base}/applications/:applicationId`,
  documentUrl: `${base}/applications/:applicationId/documents/:documentId/url`,
  requestInformation: `${base}/applications/:applicationId/request-information`,
  approve: `${base}/applications/:applicationId/approve`,
  reject: `${base}/applications/:applicationId/reject`,
  audit: `${base}/applications/:applicationId/audit`,
} as const;

export const decisionOutcomes = ['APPROVE', 'REJECT', 'INCOMPLETE_INFO', 'REFER'] as const;
export type DecisionOutcome = (typeof decisionOutcomes)[number];

export const applicationIdParamsSchema = z.object({ applicationId: z.uuid() });
export const documentUrlParamsSchema = z.object({ applicationId: z.uuid(), documentId: z.uuid() });

export const queueQuerySchema = z.object({
  status: z.optional(z.enum(applicationStatuses)),
  /** Only applications whose status is older than this many hours. */
  olderThanHours: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(24 * 365))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
});

export const queueItemSchema = z.object({
  applicationId: z.string(),
  status: z.enum(applicationStatuses),
  subStatuses: z.array(z.string()),
  productCode: z.string(),
  productTitle: z.string(),
  borrowerName: z.nullable(z.string()),
  mobileMasked: z.nullable(z.string()),
  amountRequested: z.number(),
  tenureRequested: z.number(),
  createdAt: z.string(),
  statusUpdatedAt: z.string(),
  /** The latest automatic decision's outcome; null while it has not run. */
  automaticOutcome: z.nullable(z.enum(decisionOutcomes)),
});
export type QueueItem = z.output<typeof queueItemSchema>;

export const queueResponseSchema = z.object({
  items: z.array(queueItemSchema),
  /** Open applications per status, for the queue's tabs. */
  counts: z.record(z.string(), z.number()),
});

const reasonSchema = z.object({ code: z.string(), detail: z.string() });

/** A decision and every input it used, as stored. */
export const decisionRecordSchema = z.object({
  id: z.string(),
  outcome: z.enum(decisionOutcomes),
  subStatuses: z.array(z.string()),
  reasons: z.array(reasonSchema),
  /** Figures the rules computed (assessed income, capacity, ...), paise or counts. */
  figures: z.record(z.string(), z.number()),
  /** The inputs exactly as the rules read them. */
  inputs: z.record(z.string(), z.unknown()),
  policyVersion: z.string(),
  decidedBy: z.string(),
  decidedAt: z.string(),
});
export type DecisionRecord = z.output<typeof decisionRecordSchema>;

export const bureauReportSchema = z.union([
  z.object({
    kind: z.literal('HIT'),
    score: z.number(),
    accounts: z.number(),
    activeAccounts: z.number(),
    outstanding: z.number(),
    accountsWithEmi: z.number(),
    monthlyEmi: z.number(),
    overdueAccounts: z.number(),
    enquiriesLast6Months: z.number(),
    fetchedAt: z.string(),
  }),
  z.object({ kind: z.literal('NO_HIT'), fetchedAt: z.string() }),
]);
export type BureauReportView = z.output<typeof bureauReportSchema>;

const addressViewSchema = z.nullable(
  z.object({
    house: z.optional(z.string()),
    street: z.optional(z.string()),
    locality: z.optional(z.string()),
    landmark: z.optional(z.string()),
    pincode: z.optional(z.string()),
  }),
);

export const applicationViewSchema = z.object({
  application: z.object({
    applicationId: z.string(),
    status: z.enum(applicationStatuses),
    subStatuses: z.array(z.string()),
    productCode: z.string(),
    productTitle: z.string(),
    lenderId: z.number(),
    amountRequested: z.number(),
    tenureRequested: z.number(),
    purpose: z.nullable(z.string()),
    createdAt: z.string(),
    statusUpdatedAt: z.string(),
  }),
  /** What the console offers this staff member now, by the transition table and their role. */
  allowedActions: z.array(z.enum(['REQUEST_INFORMATION', 'APPROVE', 'REJECT'])),
  /** The product's boundary, for the approve form. */
  boundary: z.object({
    amountRange: z.tuple([z.number(), z.number()]),
    tenureMonths: z.object({ min: z.number(), max: z.number(), step: z.number() }),
    monthlyFlatRateBp: z.number(),
    processingFeeRateBp: z.number(),
    convenienceFeeRateBp: z.number(),
    minConvenienceFee: z.number(),
    gstRateBp: z.number(),
  }),
  borrower: z.object({
    userId: z.string(),
    name: z.nullable(z.string()),
    panMasked: z.nullable(z.string()),
    mobileMasked: z.nullable(z.string()),
    email: z.nullable(z.string()),
    dob: z.nullable(z.string()),
    employmentType: z.nullable(z.string()),
    currentEmployer: z.nullable(z.string()),
    netMonthlyIncome: z.nullable(z.number()),
    totalCurrentEmi: z.nullable(z.number()),
    address: addressViewSchema,
    permAddress: addressViewSchema,
    workAddress: addressViewSchema,
    referencesCount: z.number(),
    bankAccounts: z.array(
      z.object({
        purposeType: z.string(),
        bankName: z.nullable(z.string()),
        ifsc: z.nullable(z.string()),
        accountNumberMasked: z.nullable(z.string()),
      }),
    ),
  }),
  documents: z.array(
    z.object({ id: z.string(), docType: z.string(), contentType: z.string(), uploadedAt: z.string() }),
  ),
  kyc: z.nullable(
    z.object({
      mode: z.string(),
      verifiedAt: z.string(),
      aadhaarLast4: z.nullable(z.string()),
      name: z.nullable(z.string()),
      nameMatchesProfile: z.nullable(z.boolean()),
    }),
  ),
  statement: z.nullable(
    z.object({
      monthsCovered: z.number(),
      salaryCredits: z.number(),
      monthlyIncome: z.number(),
      averageBalance: z.number(),
      bouncedPayments: z.number(),
      completedAt: z.nullable(z.string()),
    }),
  ),
  bureau: z.nullable(bureauReportSchema),
  decisions: z.array(decisionRecordSchema),
  offer: z.nullable(loanOfferSchema),
});
export type ApplicationView = z.output<typeof applicationViewSchema>;

export const requestInformationBodySchema = z.object({
  subStatuses: z
    .array(z.enum(incompleteInfoSubStatuses))
    .check(z.minLength(1, { error: 'Choose at least one item' })),
  note: z.optional(text().check(z.trim(), z.maxLength(500))),
});

export const approveBodySchema = z.object({
  amount: z.number().check(z.int(), z.positive()),
  tenureMonths: z.number().check(z.int(), z.minimum(1), z.maximum(120)),
  dueDayOfMonth: z.number().check(z.int(), z.minimum(1), z.maximum(28)),
  note: z.optional(text().check(z.trim(), z.maxLength(500))),
});

export const rejectBodySchema = z.object({
  reason: text().check(z.trim(), z.minLength(3, { error: 'Give the reason' }), z.maxLength(500)),
});

/** Every action answers with the application as it now stands. */
export const actionResponseSchema = z.object({
  applicationId: z.string(),
  status: z.enum(applicationStatuses),
  subStatuses: z.array(z.string()),
  offer: z.nullable(loanOfferSchema),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  staffId: z.string(),
  staffEmail: z.string(),
  action: z.string(),
  /** What the action said: sub-statuses asked, terms approved, the reason given. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;
export const auditResponseSchema = z.object({ entries: z.array(auditEntrySchema) });

export const documentUrlResponseSchema = z.object({ url: z.string(), expiresAt: z.string() });
