import type { FieldDefinition } from '@kredo/contract/loan-application';
import type { Translate, TranslationKey } from '../../../lib/i18n';

/*
 * The product's fields come from the server with English labels and choices (spec 000 §3.3). The
 * borrower reads them in their language by the field's identifier and the choice's value; a field
 * or a choice the catalogue does not know yet shows as the server sent it.
 */

function known(t: Translate, key: string, fallback: string): string {
  const text = t(key as TranslationKey);
  return text === key ? fallback : text;
}

export function fieldLabel(t: Translate, field: Pick<FieldDefinition, 'identifier' | 'label'>): string {
  return known(t, `loanApplication.fields.${field.identifier}`, field.label);
}

export function optionLabel(
  t: Translate,
  field: Pick<FieldDefinition, 'identifier'>,
  option: { value: string; label: string },
): string {
  if (field.identifier === 'loanRequest.tenure' && /^\d+$/.test(option.value))
    return t('loanApplication.form.tenureMonths', { count: Number(option.value) });
  return known(t, `loanApplication.choices.${field.identifier}.${option.value}`, option.label);
}

/** The field as the borrower reads it: its label and its choices in their language. */
export function translatedField(t: Translate, field: FieldDefinition): FieldDefinition {
  return {
    ...field,
    label: fieldLabel(t, field),
    ...(field.options && {
      options: field.options.map((option) => ({ ...option, label: optionLabel(t, field, option) })),
    }),
  };
}
