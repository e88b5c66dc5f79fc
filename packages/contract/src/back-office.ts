import { applicationStatuses, opportunityStatuses } from '@kredo/domain/application-lifecycle';
import { incompleteInfoSubStatuses } from '@kredo/domain/incomplete-info';
import * as z from 'zod/mini';

import { apiBases } from './api-bases.ts';
import { accountVerificationStates, postApprovalFields } from './consent.ts';
import { loanOfferSchema } from './loan-offer.ts';
import type { StaffPermission } from './staff.ts';
import { text } from './text.ts';

/**
 * The back-office console's calls: the queue of applications, one application with everything
 * the decision used, the staff actions (ask for information, approve with terms, reject), the
 * offer after approval (its progress, a new e-sign code, cancelling it) and the audit log.
 * Amounts are paise.
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
  offer: `${base}/applications/:applicationId/offer`,
  resendEsignCode: `${base}/applications/:applicationId/offer/resend-esign-code`,
  cancelOffer: `${base}/applications/:applicationId/offer/cancel`,
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

/** What staff may do to an offer after approval. */
export const offerActions = ['RESEND_ESIGN_CODE', 'CANCEL_OFFER'] as const;
export type OfferAction = (typeof offerActions)[number];

/**
 * The permission each offer action needs: a new e-sign code is everyday help to a borrower (any
 * role, as asking for information is); cancelling an approved offer undoes a decision.
 */
export const offerActionPermissions = {
  RESEND_ESIGN_CODE: 'requestInformation',
  CANCEL_OFFER: 'decide',
} as const satisfies Record<OfferAction, StaffPermission>;

/** What the signature check of the stored signed agreement found. */
export const signatureChecks = ['NOT_SIGNED', 'VALID', 'INVALID', 'UNREADABLE'] as const;

/**
 * The offer after approval as staff follow it: the opportunity, every answer the borrower gave
 * (with the KFS version and digest it was given on), every KFS issued, the post-approval items,
 * and the agreement with whether its stored signature still verifies. Amounts are paise.
 */
export const offerProgressSchema = z.object({
  /** The live opportunity, else the latest one (cancelled); null when the application has none. */
  opportunity: z.nullable(
    z.object({
      id: z.string(),
      status: z.enum(opportunityStatuses),
      subStatuses: z.array(z.string()),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  /** Every answer, oldest first: a declined offer accepted later has two. */
  consents: z.array(
    z.object({
      id: z.string(),
      consent: z.boolean(),
      comment: z.nullable(z.string()),
      kfsVersion: z.nullable(z.number()),
      kfsSha256: z.nullable(z.string()),
      declarations: z.array(z.object({ key: z.string(), text: z.string() })),
      language: z.string(),
      device: z.string(),
      ip: z.string(),
      recordedAt: z.string(),
    }),
  ),
  /** Every KFS version issued, the first first. */
  kfsVersions: z.array(
    z.object({
      id: z.string(),
      version: z.number(),
      proposalNumber: z.string(),
      issuedOn: z.string(),
      validUntil: z.string(),
      aprBp: z.number(),
      netDisbursed: z.number(),
      /** Still binding today (India's date). */
      validNow: z.boolean(),
      /** The languages its PDF was rendered in so far. */
      languages: z.array(z.string()),
    }),
  ),
  /** Null until the offer is accepted. */
  postApproval: z.nullable(
    z.object({
      /** The items the borrower still has to give, in the form's order. */
      due: z.array(z.enum(postApprovalFields)),
      alternateContact: z.nullable(
        z.object({ name: z.string(), mobileMasked: z.string(), linkSentAt: z.nullable(z.string()) }),
      ),
      nominee: z.nullable(z.object({ name: z.string(), relation: z.string() })),
      bankAccounts: z.array(
        z.object({
          purposeType: z.string(),
          bankName: z.nullable(z.string()),
          /** The last 3 digits only. */
          accountNumberMasked: z.string(),
          verification: z.enum(accountVerificationStates),
          verificationMessage: z.nullable(z.string()),
          verifiedAt: z.nullable(z.string()),
        }),
      ),
      /** A selfie taken after the accept is on file (the lender's live photo). */
      selfieAfterAccept: z.boolean(),
    }),
  ),
  agreement: z.nullable(
    z.object({
      status: z.enum(['GENERATING', 'READY', 'SIGNED', 'FAILED']),
      agreementNumber: z.string(),
      readyAt: z.nullable(z.string()),
      signedAt: z.nullable(z.string()),
      emailedAt: z.nullable(z.string()),
      failureReason: z.nullable(z.string()),
      /** The stored signed PDF verified now against the eSign service's roots; null until signed. */
      signatureValid: z.nullable(z.boolean()),
      signatureCheck: z.enum(signatureChecks),
      signerName: z.nullable(z.string()),
    }),
  ),
  /** What the console offers this staff member on the offer now. */
  allowedActions: z.array(z.enum(offerActions)),
});
export type OfferProgress = z.output<typeof offerProgressSchema>;

export const cancelOfferBodySchema = z.object({
  reason: text().check(z.trim(), z.minLength(3, { error: 'Give the reason' }), z.maxLength(500)),
});

export const resendEsignCodeResponseSchema = z.object({
  resendAfterSeconds: z.number(),
  expiresAt: z.string(),
});

export const cancelOfferResponseSchema = z.object({
  opportunityId: z.string(),
  status: z.enum(opportunityStatuses),
  applicationStatus: z.enum(applicationStatuses),
});

/** The offer actions' refusals, in the words staff read. */
export const offerMessages = {
  noOffer: 'This application has no offer',
  notCancellable: (status: string) =>
    status === 'CANCELLED'
      ? 'This offer is already cancelled'
      : `An offer in ${status} cannot be cancelled (only before the payout)`,
  noAgreementToSign: 'There is no loan agreement waiting for the borrower’s e-sign',
} as const;
