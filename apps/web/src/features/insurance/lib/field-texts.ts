import type { InsuranceFieldDefinition } from '@kredo/contract/insurance';
import { insuranceNomineeRelations, nomineeFieldNames } from '@kredo/domain/insurance-form';
import type { Translate, TranslationKey } from '../../../lib/i18n';

/*
 * The product's fields come from the server with English labels and choices (spec 002 §3). The
 * borrower reads the ones we know in their language, by the field's name and the choice's value;
 * the nominee's are the post-approval form's; anything else shows as the server sent it.
 */

function known(t: Translate, key: string, fallback: string): string {
  const text = t(key as TranslationKey);
  return text === key ? fallback : text;
}

export function fieldLabel(t: Translate, field: Pick<InsuranceFieldDefinition, 'name' | 'label'>): string {
  if (field.name === nomineeFieldNames.name) return t('paForm.nominee.name');
  if (field.name === nomineeFieldNames.relationship) return t('paForm.nominee.relationship');
  if (field.name === nomineeFieldNames.dob) return t('paForm.nominee.dob');
  return known(t, `insurance.fields.${field.name}`, field.label);
}

const isRelation = (value: string): value is (typeof insuranceNomineeRelations)[number] =>
  (insuranceNomineeRelations as readonly string[]).includes(value);

export function optionLabel(
  t: Translate,
  field: Pick<InsuranceFieldDefinition, 'name'>,
  option: { value: string; label: string },
): string {
  if (field.name === nomineeFieldNames.relationship && isRelation(option.value))
    return t(`paForm.nominee.relations.${option.value}`);
  return known(t, `insurance.choices.${option.value}`, option.label);
}

/** The nominee block asks for the borrower's confirmation (spec 002 §5). */
export const asksNominee = (fields: readonly InsuranceFieldDefinition[]) =>
  fields.some((field) => (Object.values(nomineeFieldNames) as string[]).includes(field.name));
