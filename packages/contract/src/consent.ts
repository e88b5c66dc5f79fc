import { opportunityStatuses } from '@kredo/domain/application-lifecycle';
import { opportunitySubStatuses } from '@kredo/domain/opportunity-lifecycle';
import * as z from 'zod/mini';

import { kfsSummarySchema } from './key-fact-statement-summary.ts';
import { opportunityNachSchema } from './mandates.ts';
import { messages } from './messages.ts';
import { text } from './text.ts';

/**
 * The offer after approval (spec 001 §2.1-2.5, §3, §4.1-4.6, §7): the borrower reads the offer and
 * its Key Fact Statement, accepts or declines it, completes the post-approval items and signs the
 * agreement. Amounts are paise, rates basis points unless a field's name says percent.
 */

export const consentPaths = {
  activeOpportunity: '/api/hagen/active-opp-id',
  opportunity: '/api/loan-opportunity/opportunity',
  consent: '/api/hagen/consent',
  /** GET carries the spec's trailing slash; POST has none. */
  paFormRead: '/api/hagen/pa-form/',
  paForm: '/api/hagen/pa-form',
  udyamFields: '/api/kyb-verification/udyam-registration-fields',
  /** The borrower takes back an accepted offer before the payout (ours; the spec has none). */
  withdraw: '/api/hagen/withdraw-offer',
  unsignedDocs: '/esign/getunsigneddocs',
  sendEsignCode: '/esign/sendotp',
  verifyEsignCode: '/esign/verifyotp',
} as const;

const opportunityIdSchema = z.uuid({ error: messages.pageNotFound });

export const activeOpportunityResponseSchema = z.object({
  /** The borrower's live opportunity; null when there is none. */
  active_opp_id: z.nullable(z.string()),
});

export const opportunityQuerySchema = z.object({ id: opportunityIdSchema });

/**
 * The declarations the consent screen shows, in English as the record keeps them; the web shows
 * them through its catalogue (Hindi there). `marketplaceSettlement` is shown, locked and checked,
 * to borrowers who came through the 'scflipkart' partner (spec 001 §2.2).
 */
export const consentDeclarations = {
  loanTerms:
    'I have read and understood the Key Fact Statement and the terms of this loan, and I agree to them.',
  marketplaceSettlement: 'I agree that my repayments may be deducted from my marketplace settlement credits.',
} as const;
export type ConsentDeclaration = keyof typeof consentDeclarations;
export const consentDeclarationKeys = Object.keys(consentDeclarations) as ConsentDeclaration[];

/** The partner whose borrowers also consent to repayment from marketplace settlements. */
export const marketplaceSettlementPartner = 'scflipkart';

/**
 * The fixed reasons a borrower gives for declining (spec 001 §5, CONSENT_DENIED_REASON). The
 * comment sent is the reason's text; 'already got a loan' appends where the offer came from.
 */
export const consentDeniedReasons = {
  higherAmount: 'Higher loan amount',
  alreadyGotLoan: 'Already got a loan',
  highInterest: 'High interest rate',
  lowerRateElsewhere: 'Got an offer at a flat rate under 1.5% per month',
} as const;
export type ConsentDeniedReason = keyof typeof consentDeniedReasons;

/** One row of the repayment schedule (KFS Annex C). */
export const scheduleRowSchema = z.object({
  instalmentNo: z.number(),
  dueDate: z.string(),
  outstandingPrincipal: z.number(),
  principal: z.number(),
  interest: z.number(),
  instalment: z.number(),
});
export type ScheduleRow = z.output<typeof scheduleRowSchema>;

export { kfsSummarySchema, type KfsSummary } from './key-fact-statement-summary.ts';

/**
 * The post-approval items in the order the form asks them (spec 001 §2.3), then the document
 * consent (§4.3 step 5, §9): whether the borrower gives a cheque, asked for loans above Rs 4,000.
 */
export const postApprovalFields = [
  'ALTERNATE_NUMBER',
  'BANK_DETAILS',
  'BANK_DETAILS_NACH',
  'INSURANCE_NOMINEE',
  'SELFIE',
  'DOCUMENT_CONSENT',
] as const;

/** Loans above this amount (paise) ask for the document consent (spec 001 §9: Rs 4,000). */
export const documentConsentThreshold = 400_000;
export type PostApprovalField = (typeof postApprovalFields)[number];

/**
 * `loan-opportunity/opportunity`: the opportunity (spec 001 §3 'Opportunity') with the loan
 * approval info's terms, the live KFS and the schedule.
 */
export const opportunityResponseSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  status: z.enum(opportunityStatuses),
  subStatuses: z.array(z.enum(opportunitySubStatuses)),
  productCode: z.string(),
  lenderId: z.number(),
  lenderName: z.string(),
  lenderOpportunityId: z.string(),
  lenderLoanAcctId: z.nullable(z.string()),
  amount: z.number(),
  tenureMonths: z.number(),
  tenurePeriod: z.literal('MONTHS'),
  paymentFrequency: z.literal('Monthly'),
  emiAmount: z.number(),
  installmentAmount: z.number(),
  interestPercent: z.number(),
  monthlyFlatRateBp: z.number(),
  processingFee: z.number(),
  processingFeeGst: z.number(),
  convenienceFeePct: z.number(),
  minConvenienceFee: z.number(),
  convenienceFee: z.number(),
  convenienceFeeGst: z.number(),
  dueDayOfMonth: z.number(),
  /** The current KFS; null only for an opportunity that no longer awaits an answer and never had one. */
  kfs: z.nullable(kfsSummarySchema),
  schedule: z.array(scheduleRowSchema),
  documentsConsentStatus: z.object({
    isChequeAvailable: z.nullable(z.boolean()),
    isNachUploaded: z.boolean(),
  }),
  /** The e-sign request of the current agreement; null until the agreement is generated. */
  esignRequestId: z.nullable(z.string()),
  isEsignDone: z.boolean(),
  /** The current repayment mandate; null until a mode is chosen (spec 001 §3 'nach'). */
  nach: z.nullable(opportunityNachSchema),
  /** The borrower's answer, once given. */
  consent: z.nullable(
    z.object({ consent: z.boolean(), comment: z.nullable(z.string()), recordedAt: z.string() }),
  ),
});
export type OpportunityDetails = z.output<typeof opportunityResponseSchema>;

export const consentBodySchema = z.object({
  opportunityId: opportunityIdSchema,
  consent: z.boolean(),
  /** The decline's reason; null on accept. */
  comment: z.nullable(z.optional(text().check(z.maxLength(500)))),
  /** The KFS the borrower was shown; an accept on a KFS that is no longer current is refused. */
  kfsId: z.optional(z.uuid({ error: messages.kfsExpired })),
  /** The declarations shown and checked, by key. */
  declarations: z.optional(z.array(z.enum(consentDeclarationKeys as [ConsentDeclaration]))),
  language: z.optional(z.enum(['en', 'hi'])),
});
export type ConsentBody = z.input<typeof consentBodySchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });

export const withdrawBodySchema = z.object({ opportunityId: opportunityIdSchema });

export const paFormQuerySchema = z.object({ opportunityId: opportunityIdSchema });

/** The nominee's relationship to the borrower (spec 001 §2.3). */
export const nomineeRelations = ['Father', 'Mother', 'Son', 'Daughter', 'Spouse'] as const;
export type NomineeRelation = (typeof nomineeRelations)[number];

/** A bank account's penny-drop verification as the form shows it. */
export const accountVerificationStates = ['PENDING', 'VERIFIED', 'FAILED'] as const;

export const paBankAccountSchema = z.object({
  id: z.string(),
  purposeType: z.enum(['DISBURSAL', 'NACH']),
  beneficiaryName: z.string(),
  bankName: z.nullable(z.string()),
  ifsc: z.string(),
  /** The last 3 digits only, as 'XXXXXXX123'. */
  accountNumberMasked: z.string(),
  accountType: z.string(),
  verification: z.enum(accountVerificationStates),
  /** Why the verification failed, in the catalogue's words; null otherwise. */
  verificationMessage: z.nullable(z.string()),
  verifiedAt: z.nullable(z.string()),
});
export type PaBankAccount = z.output<typeof paBankAccountSchema>;

export const paFormResponseSchema = z.object({
  /** The items still due, in the order the form shows them (spec 001 §2.3). */
  postApprovalFields: z.array(z.enum(postApprovalFields)),
  /** The borrower's accounts, the most recently verified first. */
  bankAccounts: z.array(paBankAccountSchema),
  alternateReference: z.nullable(
    z.object({ referenceName: z.string(), referenceMobile: z.string(), linkSentAt: z.nullable(z.string()) }),
  ),
  nominee: z.nullable(z.object({ name: z.string(), relationShip: z.string(), dob: z.string() })),
  documentsConsent: z.nullable(z.object({ isChequeAvailable: z.boolean(), chequeUploaded: z.boolean() })),
});
export type PaForm = z.output<typeof paFormResponseSchema>;

export const alternateReferenceSchema = z.object({
  referenceName: text().check(z.trim(), z.regex(/^[A-Za-z][A-Za-z .]{0,99}$/, { error: messages.invalid })),
  referenceMobile: text().check(z.trim(), z.regex(/^[5-9]\d{9}$/, { error: messages.enterValidNumber })),
});

export const paNomineeSchema = z.object({
  name: text().check(z.trim(), z.regex(/^[A-Za-z][A-Za-z ]{0,99}$/, { error: messages.nomineeNameInvalid })),
  relationShip: z.enum(nomineeRelations, { error: messages.selectToContinue }),
  /** YYYY-MM-DD; at least 18 years before today. */
  dob: z.iso.date({ error: messages.validDateRequired }),
  confirmed: z.literal(true, { error: messages.mandatory }),
});

export const paBankAccountInputSchema = z.object({
  purposeType: z.enum(['DISBURSAL', 'NACH']),
  beneficiaryName: text().check(z.trim(), z.minLength(1), z.maxLength(100)),
  ifsc: z
    .pipe(
      text().check(z.trim()),
      z.transform((code: string) => code.toUpperCase()),
    )
    .check(z.regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, { error: messages.incorrectIfsc })),
  accountNumber: text().check(z.trim(), z.regex(/^\d{9,18}$/, { error: messages.enterCorrectAccountNumber })),
  accountType: z._default(z.enum(['SAVINGS', 'CURRENT']), 'SAVINGS'),
});

/**
 * One post-approval item's answer, or `paComplete` once every item is done (the server checks
 * each before clearing PA_FORM_PENDING). The selfie goes through `paandu/docs` (docType SELFIE).
 */
export const paFormBodySchema = z.object({
  opportunityId: opportunityIdSchema,
  paComplete: z.optional(z.literal(true)),
  alternateReference: z.optional(alternateReferenceSchema),
  nominee: z.optional(paNomineeSchema),
  bankAccount: z.optional(paBankAccountInputSchema),
  /**
   * The document consent: whether a cheque of the repayment account is given. With true, a
   * photo of the cancelled cheque must be uploaded first (`paandu/docs`, docType CHEQUE).
   */
  documentsConsent: z.optional(z.object({ isChequeAvailable: z.boolean() })),
});
export type PaFormBody = z.input<typeof paFormBodySchema>;
export type PaFormInput = z.output<typeof paFormBodySchema>;

export const udyamFieldsBodySchema = z.object({
  opportunityId: opportunityIdSchema,
  businessSector: text().check(z.trim(), z.minLength(1), z.maxLength(100)),
  enterpriseName: text().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

/**
 * The support registration page the borrower goes to next (spec 001 §4.2 step 2), with a
 * short-lived token and the opportunity in its query; the app adds `returnUrl`.
 */
export const udyamResponseSchema = z.object({ ok: z.literal(true), registrationUrl: z.string() });

/** The agreement's e-sign request: 32 hex digits. Anything else is no request of ours. */
const esignRequestId = text().check(z.regex(/^[0-9a-f]{32}$/, { error: messages.pageNotFound }));
export const esignRequestQuerySchema = z.object({ request_id: esignRequestId });
export const unsignedDocsResponseSchema = z.object({
  /** The unsigned agreement, base64 PDF. */
  unsignedDoc: z.string(),
});
export const sendEsignCodeBodySchema = z.object({ request_id: esignRequestId });
export const sendEsignCodeResponseSchema = z.object({
  resendAfterSeconds: z.number(),
  expiresAt: z.string(),
});
export const verifyEsignCodeBodySchema = z.object({
  request_id: esignRequestId,
  otp: z.string().check(z.regex(/^\d{6}$/, { error: messages.esignFailed })),
});
export const verifyEsignCodeResponseSchema = z.object({ status: z.boolean() });
