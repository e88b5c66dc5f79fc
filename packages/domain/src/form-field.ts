import { parseIsoDate } from './calendar-date.ts';

/**
 * The rule every field of the dynamic application form obeys (spec 000 §3.3, §5.4), the same in
 * the browser and on the server: required fields have a value, text matches its pattern and
 * length cap, numbers and dates fall within their bounds, and no date is after today.
 */
export type FormFieldRule = {
  type: string;
  regex?: string | undefined;
  min_val?: number | undefined;
  max_val?: number | undefined;
  max_length?: number | undefined;
  /** A dropdown or radio field takes only one of these values. */
  options?: ReadonlyArray<{ value: string }> | undefined;
  isRequired: boolean;
  /** 'paise' for an amount of money, typed in whole rupees. */
  unit?: string | undefined;
};

export type FieldProblem = 'REQUIRED' | 'PATTERN' | 'TOO_LONG' | 'BELOW_MIN' | 'ABOVE_MAX' | 'AFTER_TODAY';

export type FieldValue = string | number | null | undefined;

const isBlank = (value: FieldValue) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const dateTypes = new Set(['date', 'datePicker']);

/**
 * An amount of money as typed, in whole rupees: digits without a leading zero ('0150' is refused,
 * spec 000 §5.3's monthly rent), '0' alone being zero. Undefined when it is not one.
 */
export function readMoneyText(text: string): number | undefined {
  return /^(?:0|[1-9]\d*)$/.test(text) ? Number(text) : undefined;
}

/** A choice field's value must be one it offers (a tenure in the product's steps). */
const notAnOption = (field: FormFieldRule, value: string): FieldProblem | undefined =>
  field.options && !field.options.some((option) => option.value === value) ? 'PATTERN' : undefined;

export function fieldProblem(
  field: FormFieldRule,
  value: FieldValue,
  today: string,
): FieldProblem | undefined {
  if (isBlank(value)) return field.isRequired ? 'REQUIRED' : undefined;
  if (field.type === 'file') return undefined;
  if (typeof value === 'number' || field.type === 'number') {
    const typed = String(value).trim();
    const number =
      typeof value === 'number'
        ? value
        : field.unit === 'paise'
          ? (readMoneyText(typed) ?? NaN)
          : Number(typed);
    if (!Number.isFinite(number)) return 'PATTERN';
    if (field.min_val !== undefined && number < field.min_val) return 'BELOW_MIN';
    if (field.max_val !== undefined && number > field.max_val) return 'ABOVE_MAX';
    return notAnOption(field, String(number));
  }
  const text = value!.trim();
  if (notAnOption(field, text)) return 'PATTERN';
  if (field.max_length !== undefined && text.length > field.max_length) return 'TOO_LONG';
  if (field.regex !== undefined && !new RegExp(field.regex).test(text)) return 'PATTERN';
  if (dateTypes.has(field.type)) {
    if (!parseIsoDate(text)) return 'PATTERN';
    if (text > today) return 'AFTER_TODAY';
  }
  return undefined;
}
