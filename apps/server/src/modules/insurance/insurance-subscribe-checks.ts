import type { InsuranceProduct } from '@kredo/contract/insurance';
import { messages } from '@kredo/contract/messages';
import { isFileField, isOtpField, type InsuranceFormValues } from '@kredo/domain/insurance-form';

import type { AppDeps } from '../../app-deps.ts';
import { checkInsuranceOtp } from './insurance-otp.ts';
import { ownUploads } from './insurance-uploads.ts';
import type { InsuranceAttachment } from './insurance.schema.ts';

export type ProposalParts = {
  /** The form's values the proposal carries: no code, no upload id. */
  details: InsuranceFormValues;
  consentId: string | null;
  attachments: InsuranceAttachment[];
};

export type PartsResult =
  { ok: true; parts: ProposalParts } | { ok: false; messages: Record<string, string> };

/**
 * What subscribe asks beyond the form's rules, before any premium is asked for: each file field
 * names an upload of the borrower's own ('Please upload document' for another's or an unknown
 * one), then the insurer checks the OTP field's code against the borrower's consent for the
 * product and the insured's mobile (the form's, else the profile's). Files first: a form that
 * would be refused anyway costs no guess of the code.
 */
export async function proposalParts(
  deps: Pick<AppDeps, 'db' | 'clock' | 'insurer'>,
  userId: string,
  product: InsuranceProduct,
  values: InsuranceFormValues,
  profileMobile: string | null,
): Promise<PartsResult> {
  const fileFields = product.inputFields.filter(isFileField);
  const attachments = fileFields.map((field) => ({
    field: field.name,
    uploadId: String(values[field.name]),
  }));
  const own = await ownUploads(
    deps.db,
    userId,
    attachments.map((attachment) => attachment.uploadId),
  );
  const missing = attachments.filter((attachment) => !own.has(attachment.uploadId));
  if (missing.length > 0)
    return {
      ok: false,
      messages: Object.fromEntries(missing.map(({ field }) => [field, messages.uploadDocument])),
    };
  const otpField = product.inputFields.find(isOtpField);
  let consentId: string | null = null;
  if (otpField) {
    const mobile = String(values.mobile ?? profileMobile ?? '');
    const outcome = await checkInsuranceOtp(deps, userId, product, mobile, String(values[otpField.name]));
    if (!outcome.ok) return { ok: false, messages: { [otpField.name]: outcome.message } };
    consentId = outcome.consentId;
  }
  const kept = new Set([...fileFields.map((field) => field.name), ...(otpField ? [otpField.name] : [])]);
  const details = Object.fromEntries(Object.entries(values).filter(([name]) => !kept.has(name)));
  return { ok: true, parts: { details, consentId, attachments } };
}
