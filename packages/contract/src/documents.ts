import * as z from 'zod/mini';

import { fill, messages } from './messages.ts';
import { text } from './text.ts';

/** Document types (spec 000 §3.2); some are named twice, and both names are accepted. */
export const documentTypes = [
  'SELFIE',
  'PAN',
  'PAY_SLIP_1',
  'PAY_SLIP',
  'AADHAAR',
  'AADHAAR_FRONT',
  'AADHAAR_BACK',
  'CURRENT_ADDRESS_PROOF',
  'CURR_ADDR_PROOF',
  'RENTAL_AGREEMENT',
  'OFFER_LETTER',
  'OTHER',
  'SIGNED_CHEQUE',
  'CHEQUE',
  'NACH',
  'EMP_ID_CARD',
  'BUSINESS_PROOF',
  'BANK_STMT',
  'CUST_SIGNATURE',
] as const;
export type DocumentType = (typeof documentTypes)[number];

export const documentSides = ['FRONT', 'BACK', 'SINGLE'] as const;
export const addressProofTypes = ['DL', 'AADHAAR', 'VOTER_ID', 'PASSPORT'] as const;
export const businessProofSubTypes = ['UDYOG', 'GST', 'UDYAM'] as const;
/** How the file was made: chosen from the device, or scanned in the app (digital KYC). */
export const documentModes = ['UPLOAD', 'SCAN'] as const;
/**
 * Modes a stored document may have: the borrower's two, and EKYC for the e-KYC record the server
 * makes from UIDAI's or DigiLocker's answer (never accepted from a client).
 */
export const storedDocumentModes = [...documentModes, 'EKYC'] as const;

/** What a document's content may be, told by its first bytes rather than its name (spec 000 §5.5). */
export const documentContentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentContentType = (typeof documentContentTypes)[number];

/** A document file after the browser's compression: at most 5 MB. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/**
 * A document picture's pixels, read from its header: 40 megapixels (a 48 MP phone photo at full
 * size is over; the browser's compression brings any photo well under). Decoded, that is 160 MB.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Uploads of one document type a borrower may make, replacements included (S3_LIMIT after). */
export const MAX_UPLOADS_PER_TYPE = 10;
/** How long a document's signed address works. */
export const SIGNED_URL_TTL_SECONDS = 300;

const docSubTypes = [...addressProofTypes, ...businessProofSubTypes] as const;
const valid = (label: string) => ({ error: fill(messages.enterValidField, { label }) });

const detailsShape = {
  docType: z.enum(documentTypes, valid('Document Type')),
  docSubType: z.optional(z.enum(docSubTypes, valid('Document Sub Type'))),
  side: z._default(z.enum(documentSides, valid('Side')), 'SINGLE'),
  docMode: z._default(z.enum(documentModes, valid('Document Mode')), 'UPLOAD'),
};
type DetailsInput = { docType: DocumentType; docSubType?: string | undefined };

/** A business proof names its kind; an address proof's kind, when given, is one of the four. */
const detailsChecks = [
  z.refine<DetailsInput>(
    (details) =>
      details.docType !== 'BUSINESS_PROOF' ||
      (businessProofSubTypes as readonly string[]).includes(details.docSubType ?? ''),
    { error: messages.selectBusinessProofType, path: ['docSubType'] },
  ),
  z.refine<DetailsInput>(
    (details) =>
      !['CURRENT_ADDRESS_PROOF', 'CURR_ADDR_PROOF'].includes(details.docType) ||
      details.docSubType === undefined ||
      (addressProofTypes as readonly string[]).includes(details.docSubType),
    { error: fill(messages.enterValidField, { label: 'Address Proof Type' }), path: ['docSubType'] },
  ),
] as const;

/** The upload's details, whichever way its bytes arrive (multipart fields). */
export const documentDetailsSchema = z.object(detailsShape).check(...detailsChecks);
export type DocumentDetails = z.output<typeof documentDetailsSchema>;
/** The details the server stores a document with: a borrower's upload, or a record it made itself. */
export type StoredDocumentDetails = Omit<DocumentDetails, 'docMode'> & {
  docMode: (typeof storedDocumentModes)[number];
};

/** Base64 of at most 5 MB, optionally as a data URI (`data:image/png;base64,...`). */
const MAX_BASE64_LENGTH = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4 + 100;

/** `POST /api/paandu/docs`: the file as base64 in JSON (scan upload). */
export const uploadDocumentBodySchema = z
  .object({
    ...detailsShape,
    imageB64: text().check(
      z.minLength(1, { error: messages.allowedFileTypes }),
      z.maxLength(MAX_BASE64_LENGTH, { error: messages.documentTooLarge }),
    ),
    userId: text(),
    /** What the caller says the file is; the content decides. */
    contentType: z.optional(text().check(z.maxLength(100))),
  })
  .check(...detailsChecks);

export const documentInfoSchema = z.object({
  id: z.string(),
  docType: z.enum(documentTypes),
  docSubType: z.nullable(z.string()),
  side: z.enum(documentSides),
  docMode: z.enum(storedDocumentModes),
  contentType: z.enum(documentContentTypes),
  sizeBytes: z.number(),
  sha256: z.string(),
  /** ISO instant. */
  date: z.string(),
  /** False once a newer upload of the same type and side replaced it. */
  current: z.boolean(),
});
export type DocumentInfo = z.output<typeof documentInfoSchema>;

export const documentResponseSchema = z.object({ document: documentInfoSchema });

export const userDocTypeParamsSchema = z.object({ userId: text(), docType: text() });
export const documentIdParamsSchema = z.object({ id: z.uuid({ error: messages.pageNotFound }) });

/** Documents the product makes for an opportunity: never uploaded, fetched by opportunity. */
export const generatedDocumentTypes = ['KFS', 'LOAN_AGREEMENT', 'SIGNED_LOAN_AGREEMENT', 'NACH_FORM'] as const;
export type GeneratedDocumentType = (typeof generatedDocumentTypes)[number];

export const signedUrlQuerySchema = z.object({
  userId: text(),
  docType: z.enum([...documentTypes, ...generatedDocumentTypes], valid('Document Type')),
  /** A document's id; without it, the current document of the type. */
  docName: z.optional(z.uuid({ error: messages.pageNotFound })),
  /** For a generated document: the opportunity it belongs to. */
  opportunityId: z.optional(z.uuid({ error: messages.pageNotFound })),
  /** For a generated document: the language to render it in (the KFS is given in the borrower's). */
  language: z.optional(z.enum(['en', 'hi'])),
});
export const signedUrlResponseSchema = z.object({ image: z.string(), expiresAt: z.string() });

export const documentPaths = {
  uploadBase64: '/api/paandu/docs',
  upload: '/api/document/:userId/:docType',
  info: '/api/document/info/:id',
  signedUrl: '/api/document-gateway/fetch-doc-pre-signed-url',
  /** The signed address: the token in the query, where the request log masks it. */
  file: '/api/document-gateway/file',
} as const;
