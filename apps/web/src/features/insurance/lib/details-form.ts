import type { InsuranceFieldDefinition } from '@kredo/contract/insurance';
import { insuranceProblemText } from '@kredo/contract/insurance-messages';
import { fill, messages } from '@kredo/contract/messages';
import type { IsoDate } from '@kredo/domain/calendar-date';
import {
  insuranceFieldProblem,
  isCutField,
  isFileField,
  isOtpField,
  normaliseInsuranceValue,
  readInsuranceForm,
  type InsuranceFormValues,
} from '@kredo/domain/insurance-form';
import { isEmail } from '@kredo/domain/validators/email';
import { isEligibilityMobile } from '@kredo/domain/validators/mobile';
import { isPincode } from '@kredo/domain/validators/pincode';
import * as z from 'zod/mini';

/**
 * The insurance details form (spec 002 §5), generated from the product's input field definitions:
 * every field mandatory ('Mandatory'), checked by the shared domain rules ('Invalid', 'Age should
 * be between {min} and {max}', the nominee's rules), with the dynamic form's messages where the
 * field calls for them: a pin code's 'Pin Code must be of Length 6' and 'Please Enter Valid
 * Pincode', 'Please enter a valid {label}' for an e-mail or a mobile,
 * 'This field is required' for a box to tick; an OTP field's 'Please Enter Otp' until all its
 * digits are in, a file field's 'Please upload document' until its upload is done. Values are
 * held as typed (dates as YYYY-MM-DD, an OTP's digits only, a file field its upload's id);
 * the output is what the server takes: trimmed, pan, mobile and pin cut and upper-cased, gender
 * capitalised, dates as timestamps.
 */
export type DetailsValues = Record<string, string | boolean>;

/** The nominee's confirmation box, asked beside the product's fields when it names a nominee. */
export const nomineeConfirmedName = 'nomineeConfirmed';

/** The field holding the insured's mobile, where an OTP field's code is sent (as the server reads it). */
export const insuredMobileName = 'mobile';

const isPinField = (field: InsuranceFieldDefinition) => /pin/i.test(field.name);
const isMobileField = (field: InsuranceFieldDefinition) =>
  /mobile|phone/i.test(field.name) || (field.inputType === 'tel' && !isPinField(field));

/** What the field holds before anything is typed: its prefilled value, normalised. */
export function detailsDefaults(
  fields: readonly InsuranceFieldDefinition[],
  confirmNominee: boolean,
): DetailsValues {
  const values: DetailsValues = Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.type === 'checkbox'
        ? field.value === 'true'
        : // A document is this borrower's upload of this visit, never a prefilled value.
          isFileField(field)
          ? ''
          : heldText(field, field.value ?? ''),
    ]),
  );
  if (confirmNominee) values[nomineeConfirmedName] = false;
  return values;
}

/** Pan, mobile and pin are cut to their length and upper-cased as they are typed; an OTP keeps its digits. */
export function heldText(field: InsuranceFieldDefinition, typed: string): string {
  if (!isCutField(field) && !isOtpField(field)) return typed;
  return String(normaliseInsuranceValue(field, typed) ?? '');
}

/** The dynamic form's own messages, before the shared rules speak. */
function genericMessage(field: InsuranceFieldDefinition, text: string): string | undefined {
  if (isPinField(field)) {
    if (text.length !== 6) return messages.pincodeLength;
    if (!isPincode(text)) return messages.enterValidPincode;
  }
  const label = field.label;
  if (field.inputType === 'email' && !isEmail(text)) return fill(messages.enterValidField, { label });
  if (isMobileField(field) && !isEligibilityMobile(text)) return fill(messages.enterValidField, { label });
  return undefined;
}

/** The field's message for what it holds, in the catalogue's English, or undefined when it is right. */
export function detailsFieldMessage(
  field: InsuranceFieldDefinition,
  value: string | boolean | undefined,
  today: IsoDate,
): string | undefined {
  if (field.type === 'checkbox') return value === true ? undefined : messages.fieldRequired;
  const normalised = normaliseInsuranceValue(field, typeof value === 'string' ? value : '');
  const text = typeof normalised === 'string' ? normalised : '';
  if (text !== '' && !isOtpField(field) && !isFileField(field)) {
    const generic = genericMessage(field, text);
    if (generic) return generic;
  }
  const problem = insuranceFieldProblem(field, normalised, today);
  return problem && insuranceProblemText(problem);
}

export function detailsSchema(
  fields: readonly InsuranceFieldDefinition[],
  today: IsoDate,
  confirmNominee: boolean,
) {
  return z.pipe(
    z.record(z.string(), z.union([z.string(), z.boolean()])).check(
      z.superRefine((values, context) => {
        for (const field of fields) {
          const message = detailsFieldMessage(field, values[field.name], today);
          if (message) context.addIssue({ code: 'custom', path: [field.name], message });
        }
        if (confirmNominee && values[nomineeConfirmedName] !== true)
          context.addIssue({ code: 'custom', path: [nomineeConfirmedName], message: messages.fieldRequired });
      }),
    ),
    // Names the product does not define (the nominee's confirmation) are not sent.
    z.transform((values): InsuranceFormValues => {
      const read = readInsuranceForm(fields, values, today);
      // The checks above refuse whatever the shared rules refuse, so this is never reached.
      if (!read.ok) throw new Error('The details form accepted values its rules refuse');
      return read.values;
    }),
  );
}
