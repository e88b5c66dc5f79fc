import { appointmentSlots } from '@kredo/domain/kyc-appointment';
import { mandateModes, mandateStatuses, nachStatuses } from '@kredo/domain/mandate-lifecycle';
import { paperScanRejectionCodes, repaymentModes } from '@kredo/domain/repayment-modes';
import * as z from 'zod/mini';

import { apiBases } from './api-bases.ts';
import { MAX_DOCUMENT_BYTES } from './documents.ts';
import { appointmentAddressSchema } from './kyc.ts';
import { messages } from './messages.ts';
import { text } from './text.ts';

/**
 * The repayment mandate (spec 001 §2.6-2.8, §4.7, §7): the modes a loan may be repaid by, an
 * e-NACH registered at the borrower's bank through the mandate provider's pages, a paper NACH
 * form downloaded, signed and uploaded, or an agent's visit to collect it. Amounts are paise.
 */
export const mandatePaths = {
  documentCollectionModes: '/api/hagen/document-collection-modes',
  initiateNach: '/api/hagen/initiate-nach',
  /** The spec names no service for it; it is served on the main API. */
  uploadSignedPaperNach: '/api/upload-signed-paper-nach',
  /** The agent's visit to collect the signed form (ours; the spec's 'Appointment' mode). */
  nachAppointment: '/api/hagen/nach-appointment',
} as const;

const opportunityIdSchema = z.uuid({ error: messages.pageNotFound });

/** The lenders whose borrowers get 'Try Again' when the modes cannot be fetched (spec 001 §2.6: one lender). */
export const repaymentModesRetryLenderIds: readonly number[] = [176];

export const documentCollectionModesQuerySchema = z.object({
  productCode: text().check(z.minLength(1), z.maxLength(64)),
  lenderId: z.coerce.number().check(z.int()),
  opportunityId: opportunityIdSchema,
});

/** The borrower's repayment account as the mode screen names it (the NACH account of the form). */
export const mandateAccountSchema = z.object({
  bankName: z.nullable(z.string()),
  ifsc: z.string(),
  /** The last 3 digits only, as 'XXXXXXX123'. */
  accountNumberMasked: z.string(),
  beneficiaryName: z.string(),
});

/** One item of the 'Repayment' list (spec 001 §3 consentProcessMode.processModes). */
export const repaymentModeItemSchema = z.object({
  mode: z.enum(repaymentModes),
  /** E-NACH only: how the bank lets the borrower authenticate. */
  authModes: z.optional(z.array(z.enum(['NET_BANKING', 'DEBIT_CARD']))),
});

export const documentCollectionModesResponseSchema = z.object({
  processModes: z.object({ Repayment: z.array(repaymentModeItemSchema) }),
  account: mandateAccountSchema,
});
export type DocumentCollectionModes = z.output<typeof documentCollectionModesResponseSchema>;

export const initiateNachBodySchema = z.object({
  nachMode: z.enum(mandateModes),
  /** Where the provider's pages send the borrower back to: a page of this site. */
  redirectUrl: text().check(z.minLength(1), z.maxLength(2000)),
  oppId: opportunityIdSchema,
});
export type InitiateNachBody = z.input<typeof initiateNachBodySchema>;

/** The NACH link response (spec 001 §3): the mode and its link. */
export const initiateNachResponseSchema = z.object({
  mode: z.enum(mandateModes),
  /** E-NACH: the provider's authorisation page; paper: the prefilled form's download link. */
  link: z.string(),
  /** Who serves the link; a LOTUSPAY link opens at once (spec 001 §4.7). */
  vendor: z.nullable(z.string()),
  mandateId: z.string(),
});
export type NachLink = z.output<typeof initiateNachResponseSchema>;

/** Base64 of at most 5 MB, optionally as a data URI. */
const MAX_BASE64_LENGTH = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4 + 100;

export const uploadSignedPaperNachBodySchema = z.object({
  contentType: z.enum(['application/pdf', 'image/jpeg', 'image/png'], { error: messages.allowedFileTypes }),
  docContent: text().check(
    z.minLength(1, { error: messages.allowedFileTypes }),
    z.maxLength(MAX_BASE64_LENGTH, { error: messages.documentTooLarge }),
  ),
  opportunityId: opportunityIdSchema,
  userId: z.uuid(),
});
export type UploadSignedPaperNachBody = z.input<typeof uploadSignedPaperNachBodySchema>;

export const uploadSignedPaperNachResponseSchema = z.object({
  isSuccess: z.literal(true),
  mandateId: z.string(),
  nachStatus: z.enum(nachStatuses),
});

/** Where the agent meets the borrower (spec 001 §3 DocAppointmentLocationType). */
export const docAppointmentLocationTypes = ['OFFICE', 'RESIDENCE'] as const;

export const nachAppointmentQuerySchema = z.object({ opportunityId: opportunityIdSchema });

export const bookNachAppointmentBodySchema = z.object({
  opportunityId: opportunityIdSchema,
  date: z.iso.date({ error: messages.appointmentDateUnavailable }),
  slot: z.enum(appointmentSlots, { error: messages.selectToContinue }),
  locationType: z.enum(docAppointmentLocationTypes, { error: messages.selectToContinue }),
  address: appointmentAddressSchema,
});
export type BookNachAppointmentBody = z.input<typeof bookNachAppointmentBodySchema>;

export const nachAppointmentSchema = z.object({
  id: z.string(),
  date: z.string(),
  slot: z.enum(appointmentSlots),
  locationType: z.enum(docAppointmentLocationTypes),
  address: z.object({
    house: z.string(),
    street: z.string(),
    locality: z.string(),
    landmark: z.string(),
    pincode: z.string(),
  }),
  status: z.enum(['BOOKED', 'COLLECTED', 'CANCELLED']),
});
export type NachAppointment = z.output<typeof nachAppointmentSchema>;

export const bookNachAppointmentResponseSchema = z.object({
  isSuccess: z.literal(true),
  message: z.string(),
  appointment: nachAppointmentSchema,
});

export const nachAppointmentStateSchema = z.object({
  appointment: z.nullable(nachAppointmentSchema),
  dates: z.array(z.string()),
  slots: z.array(z.enum(appointmentSlots)),
});

/**
 * The opportunity's mandate as `loan-opportunity/opportunity` carries it (spec 001 §3 'nach'):
 * the current mandate's mode and links, and its NACH status with the reason of a rejection.
 */
export const opportunityNachSchema = z.object({
  mandateId: z.string(),
  mode: z.enum(mandateModes),
  /** How the paper form reaches the lender: uploaded by the borrower, or collected by an agent. */
  collection: z.nullable(z.enum(['UPLOAD', 'AGENT'])),
  /** E-NACH: the authorisation page while the borrower may still use it; null otherwise. */
  enachAuthLink: z.nullable(z.string()),
  vendor: z.nullable(z.string()),
  /** Paper: the prefilled form's download link. */
  pnachLink: z.nullable(z.string()),
  nachStatus: z.nullable(z.enum(nachStatuses)),
  umrn: z.nullable(z.string()),
  reasonCode: z.nullable(z.string()),
  reasonText: z.nullable(z.string()),
  bankName: z.nullable(z.string()),
  accountNumberMasked: z.string(),
  maxAmount: z.number(),
});
export type OpportunityNach = z.output<typeof opportunityNachSchema>;

// --- The back office: operations' mandate queue -------------------------------------------------

const base = apiBases.backOffice;
export const backOfficeMandatePaths = {
  queue: `${base}/mandates`,
  mandate: `${base}/mandates/:mandateId`,
  scanUrl: `${base}/mandates/:mandateId/scan-url`,
  accept: `${base}/mandates/:mandateId/accept`,
  reject: `${base}/mandates/:mandateId/reject`,
  cancel: `${base}/mandates/:mandateId/cancel`,
  /** Ask the provider where an e-mandate stands (its status API), and apply what it says. */
  refresh: `${base}/mandates/:mandateId/refresh`,
  /** The agent's collected form, scanned by operations. */
  collectedScan: `${base}/mandates/:mandateId/collected-scan`,
} as const;

/**
 * The queue's views: paper scans to verify, forms an agent is to collect, e-mandates in
 * IN_PROCESS or AUTHORIZED longer than `stuckAfterMinutes`, and rejections of the last 30 days.
 */
export const mandateQueueViews = ['scans', 'appointments', 'stuck', 'rejected'] as const;
export type MandateQueueView = (typeof mandateQueueViews)[number];

/** An e-mandate still unregistered after this long is shown to operations as stuck. */
export const stuckAfterMinutes = 60;

export const mandateQueueQuerySchema = z.object({
  view: z._default(z.enum(mandateQueueViews), 'scans'),
});

export const mandateIdParamsSchema = z.object({ mandateId: z.uuid() });

export const mandateQueueItemSchema = z.object({
  mandateId: z.string(),
  applicationId: z.string(),
  opportunityId: z.string(),
  borrowerName: z.nullable(z.string()),
  mode: z.enum(mandateModes),
  collection: z.nullable(z.enum(['UPLOAD', 'AGENT'])),
  status: z.enum(mandateStatuses),
  bankName: z.nullable(z.string()),
  maxAmount: z.number(),
  reasonCode: z.nullable(z.string()),
  /** When it entered its current state. */
  since: z.string(),
  appointment: z.nullable(nachAppointmentSchema),
});
export type MandateQueueItem = z.output<typeof mandateQueueItemSchema>;

export const mandateQueueResponseSchema = z.object({
  items: z.array(mandateQueueItemSchema),
  counts: z.record(z.enum(mandateQueueViews), z.number()),
});

export const mandateHistoryItemSchema = z.object({
  at: z.string(),
  event: z.string(),
  from: z.nullable(z.enum(mandateStatuses)),
  to: z.nullable(z.enum(mandateStatuses)),
  /** 'moved', or 'stale' for a provider report of a state already passed. */
  outcome: z.enum(['moved', 'stale', 'refused']),
  by: z.string(),
  reasonCode: z.nullable(z.string()),
  note: z.nullable(z.string()),
});

export const mandateDetailSchema = z.object({
  ...mandateQueueItemSchema.shape,
  accountNumberMasked: z.string(),
  ifsc: z.string(),
  frequency: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  umrn: z.nullable(z.string()),
  reference: z.string(),
  providerMandateId: z.nullable(z.string()),
  /** The signed form's scan, when one was uploaded. */
  scan: z.nullable(z.object({ documentId: z.string(), contentType: z.string(), uploadedAt: z.string() })),
  history: z.array(mandateHistoryItemSchema),
  /** What the signed-in staff member may do to it now. */
  allowedActions: z.array(z.enum(['accept', 'reject', 'cancel', 'refresh', 'collected-scan'])),
});
export type MandateDetail = z.output<typeof mandateDetailSchema>;

export const rejectMandateBodySchema = z.object({
  reasonCode: z.enum(paperScanRejectionCodes, { error: messages.selectToContinue }),
  note: z.optional(text().check(z.trim(), z.maxLength(500))),
});

export const cancelMandateBodySchema = z.object({
  note: text().check(z.trim(), z.minLength(3, { error: messages.enterToContinue }), z.maxLength(500)),
});

export const collectedScanBodySchema = z.object({
  contentType: uploadSignedPaperNachBodySchema.shape.contentType,
  docContent: uploadSignedPaperNachBodySchema.shape.docContent,
});

export const scanUrlResponseSchema = z.object({ url: z.string(), expiresAt: z.string() });
