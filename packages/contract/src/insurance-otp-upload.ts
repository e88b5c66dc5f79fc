import * as z from 'zod/mini';

import { mobileSchema } from './auth.ts';
import { text } from './text.ts';

/**
 * The two calls behind the details form's special fields (spec 002 §5; paths in
 * `insurancePaths`). An OTP field: the insurer sends its consent code by SMS to the insured's
 * mobile; subscribe has the insurer check the code before the premium's payment link is made.
 * A file field: the document is uploaded first (pdf, jpg, jpeg or png, spec 000 §5.5), kept
 * encrypted as the borrower's, and the field holds the upload's id; the insurer receives the
 * document with the proposal.
 */
export const sendInsuranceOtpBodySchema = z.object({
  productId: text().check(z.minLength(1), z.maxLength(64)),
  /** The insured's mobile as the form holds it: where the code is sent. */
  mobile: mobileSchema,
});
export type SendInsuranceOtpBody = z.input<typeof sendInsuranceOtpBodySchema>;

export const insuranceOtpSentSchema = z.object({
  /** Seconds before another code may be asked for (60). */
  resendAfterSeconds: z.number().check(z.int(), z.nonnegative()),
  /** When this code stops working (10 minutes after it was sent). */
  expiresAt: z.iso.datetime(),
  /** 'XXXXXX3210'. */
  maskedMobile: z.string(),
});
export type InsuranceOtpSent = z.output<typeof insuranceOtpSentSchema>;

/** What a document may be, told by its first bytes on the server and by its name in the browser. */
export const insuranceUploadContentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** The file chooser's filter. */
export const insuranceUploadAccept = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
/** A document at most 5 MB, as the documents' uploads. */
export const MAX_INSURANCE_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Uploads a borrower may make in a day: enough for every retry, not for filling the store. */
export const MAX_INSURANCE_UPLOADS_PER_DAY = 20;
/** The multipart part that carries the file. */
export const insuranceUploadFilePart = 'file';

export const insuranceUploadSchema = z.object({
  /** The value the file field sends with subscribe. */
  uploadId: z.uuid(),
  /** The name the file was chosen under, cut to 100 characters. */
  fileName: z.string(),
  contentType: z.enum(insuranceUploadContentTypes),
  sizeBytes: z.number().check(z.int(), z.nonnegative()),
});
export type InsuranceUpload = z.output<typeof insuranceUploadSchema>;
