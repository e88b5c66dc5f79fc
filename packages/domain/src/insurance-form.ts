import { completedYears, type IsoDate, indianDate, isIsoDate } from './calendar-date.ts';

/**
 * The insurance details form (spec 002 §5 Insurance details): one rule set, applied by the screen
 * as the borrower types and by the server to the subscribe call, from the product's own field
 * definitions. Problems are message keys with their parameters; the screen maps a key to its i18n
 * text, the server to the catalogue's English (`insurance-messages.ts` in the contract).
 */
export type InsuranceField = {
  name: string;
  label: string;
  /**
   * 'date' for a date of birth; 'select' and 'radio' take one of `options`; 'otp' a code of
   * `max_length` digits (6 unless given); 'file' the id of an upload of the borrower's.
   */
  type: string;
  inputType?: string | null | undefined;
  options?: ReadonlyArray<{ value: string }> | null | undefined;
  regex?: string | null | undefined;
  /** For a date field: the youngest and oldest age accepted, in completed years. */
  min?: number | null | undefined;
  max?: number | null | undefined;
  max_length?: number | null | undefined;
};

export type InsuranceFormProblem =
  | { key: 'mandatory' }
  | { key: 'invalid' }
  | { key: 'insuranceAgeBetween'; params: { min: number; max: number } }
  | { key: 'nomineeNameInvalid' }
  | { key: 'nomineeMinor' }
  /** An OTP field blank or short of its digits: 'Please Enter Otp'. */
  | { key: 'enterOtp' }
  /** A file field with no upload: 'Please upload document'. */
  | { key: 'uploadDocument' };

export type InsuranceFieldValue = string | number | boolean | null | undefined;

/** What a date field becomes once accepted: epoch milliseconds (midnight UTC of the date). */
export type InsuranceFormValues = Record<string, string | number | boolean>;

export type InsuranceFormResult =
  { ok: true; values: InsuranceFormValues } | { ok: false; problems: Record<string, InsuranceFormProblem> };

/** The nominee's relationship to the insured (spec 002 §3 Nominee). */
export const insuranceNomineeRelations = ['Father', 'Mother', 'Son', 'Daughter', 'Spouse'] as const;
/** A nominee must be an adult (spec 002 §9). */
export const nomineeMinimumAge = 18;
/** The cut applied to pan, mobile and pin fields when the definition names no max_length. */
export const defaultCutLength = 10;

/** Field names of the nominee block; other names follow the generic rules only. */
export const nomineeFieldNames = {
  name: 'nominee_name',
  relationship: 'nominee_relationship',
  dob: 'nominee_dob',
} as const;

/** An OTP field's length when its definition names no max_length (spec 000 §5.4: OTP 6). */
export const defaultOtpLength = 6;

/** What a file field holds: the id the upload call answered (a UUID). */
const uploadIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isOtpField = (field: Pick<InsuranceField, 'type'>) => field.type === 'otp';
export const isFileField = (field: Pick<InsuranceField, 'type'>) => field.type === 'file';
export const otpLength = (field: Pick<InsuranceField, 'max_length'>) => field.max_length ?? defaultOtpLength;

const dateTypes = new Set(['date', 'datePicker']);
export const isDateField = (field: Pick<InsuranceField, 'type' | 'inputType'>) =>
  dateTypes.has(field.type) || field.inputType === 'date';

/** The spec's rule reads the name: a field whose name contains pan, mobile or pin. */
export const isCutField = (field: Pick<InsuranceField, 'name'>) => /pan|mobile|pin/i.test(field.name);

const isGenderField = (field: Pick<InsuranceField, 'name'>) => /gender/i.test(field.name);

/** 'male', 'MALE' and ' Male ' are all 'Male'. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/**
 * A field's value as the form keeps it while typing: trimmed; pan, mobile and pin cut to their
 * max_length (10 unless given) and upper-cased; gender capitalised. An OTP keeps only its digits,
 * cut to its length: what is not a digit is dropped as it is typed, and the server reads the same
 * (so '12 34 56' is 123456, never 'Invalid'). Dates stay as typed.
 */
export function normaliseInsuranceValue(
  field: InsuranceField,
  value: InsuranceFieldValue,
): InsuranceFieldValue {
  if (typeof value !== 'string') return value;
  if (isOtpField(field)) return value.replace(/\D/g, '').slice(0, otpLength(field));
  const trimmed = value.trim();
  if (isCutField(field)) return trimmed.slice(0, field.max_length ?? defaultCutLength).toUpperCase();
  if (isGenderField(field) && trimmed !== '') return capitalise(trimmed);
  return trimmed;
}

/**
 * A date value, as the screen may send it: 'YYYY-MM-DD' or epoch milliseconds. Read as India's
 * calendar date, so a midnight in India and a midnight in UTC give the same day.
 */
export function readInsuranceDate(value: InsuranceFieldValue): IsoDate | undefined {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) return undefined;
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? undefined : indianDate(instant);
  }
  if (typeof value === 'string' && isIsoDate(value)) return value;
  return undefined;
}

/** The date as the insurer takes it: epoch milliseconds at midnight UTC. */
export const dateTimestamp = (date: IsoDate) => Date.parse(`${date}T00:00:00Z`);

const isBlank = (value: InsuranceFieldValue) =>
  value === null || value === undefined || value === false || (typeof value === 'string' && value === '');

function dateProblem(field: InsuranceField, date: IsoDate, today: IsoDate): InsuranceFormProblem | undefined {
  if (date > today) return { key: 'invalid' };
  const age = completedYears(date, today);
  if (field.name === nomineeFieldNames.dob && age < nomineeMinimumAge) return { key: 'nomineeMinor' };
  const min = field.min ?? undefined;
  const max = field.max ?? undefined;
  if ((min !== undefined && age < min) || (max !== undefined && age > max)) {
    return { key: 'insuranceAgeBetween', params: { min: min ?? 0, max: max ?? age } };
  }
  return undefined;
}

function textProblem(field: InsuranceField, text: string): InsuranceFormProblem | undefined {
  if (field.name === nomineeFieldNames.name && !/^[A-Za-z ]+$/.test(text))
    return { key: 'nomineeNameInvalid' };
  const relations: readonly string[] = insuranceNomineeRelations;
  if (field.name === nomineeFieldNames.relationship && !relations.includes(text)) return { key: 'invalid' };
  if (field.options && field.options.length > 0 && !field.options.some((option) => option.value === text)) {
    return { key: 'invalid' };
  }
  if (field.regex && !new RegExp(field.regex).test(text)) return { key: 'invalid' };
  return undefined;
}

/** One field's problem with an already normalised value, or undefined when it is acceptable. */
export function insuranceFieldProblem(
  field: InsuranceField,
  value: InsuranceFieldValue,
  today: IsoDate,
): InsuranceFormProblem | undefined {
  // A code typed as a number would have lost its leading zeros: only text is a code.
  if (isOtpField(field))
    return typeof value === 'string' && /^\d+$/.test(value) && value.length === otpLength(field)
      ? undefined
      : { key: 'enterOtp' };
  if (isFileField(field))
    return typeof value === 'string' && uploadIdPattern.test(value) ? undefined : { key: 'uploadDocument' };
  if (isBlank(value)) return { key: 'mandatory' };
  if (isDateField(field)) {
    const date = readInsuranceDate(value);
    return date === undefined ? { key: 'invalid' } : dateProblem(field, date, today);
  }
  if (typeof value === 'boolean') return undefined;
  return textProblem(field, String(value));
}

/**
 * The whole form: every field of the product is mandatory; values are normalised, checked, and
 * dates turned into timestamps. Values for names the product does not define are dropped.
 */
export function readInsuranceForm(
  fields: readonly InsuranceField[],
  input: Readonly<Record<string, InsuranceFieldValue>>,
  today: IsoDate,
): InsuranceFormResult {
  const problems: Record<string, InsuranceFormProblem> = {};
  const values: InsuranceFormValues = {};
  for (const field of fields) {
    const value = normaliseInsuranceValue(field, input[field.name]);
    const problem = insuranceFieldProblem(field, value, today);
    if (problem) problems[field.name] = problem;
    else if (isDateField(field)) values[field.name] = dateTimestamp(readInsuranceDate(value)!);
    else values[field.name] = value as string | number | boolean;
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, values };
}
