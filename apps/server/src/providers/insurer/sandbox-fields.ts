import type { InsuranceFieldDefinition } from '@kredo/contract/insurance';
import { insuranceNomineeRelations, nomineeFieldNames } from '@kredo/domain/insurance-form';

/**
 * The sandbox insurer's proposal form: the insured person, then the nominee (spec 002 §3, §5).
 * Every field is mandatory; dates of birth carry the ages the product accepts.
 */
const field = (
  name: string,
  label: string,
  more: Partial<InsuranceFieldDefinition> = {},
): InsuranceFieldDefinition => ({
  name,
  label,
  type: 'text',
  inputType: 'text',
  value: null,
  options: null,
  regex: null,
  min: null,
  max: null,
  max_length: null,
  ...more,
});

const personName = "^[A-Za-z][A-Za-z .']{1,99}$";

export function proposalFields(ages: { min: number; max: number }): InsuranceFieldDefinition[] {
  return [
    field('name', 'Full Name (as on PAN)', { regex: personName, max_length: 100 }),
    field('dob', 'Date of Birth', { type: 'date', inputType: 'date', min: ages.min, max: ages.max }),
    field('gender', 'Gender', {
      type: 'radio',
      options: ['Male', 'Female', 'Other'].map((value) => ({ label: value, value })),
    }),
    field('email', 'Email', {
      inputType: 'email',
      regex: '^[^\\s@]+@[^\\s@]+\\.[A-Za-z]{2,}$',
      max_length: 100,
    }),
    field('mobile', 'Mobile Number', { inputType: 'tel', regex: '^[5-9]\\d{9}$', max_length: 10 }),
    field('pan', 'PAN', { regex: '^[A-Z]{3}[CPHFATBLJG][A-Z]\\d{4}[A-Z]$', max_length: 10 }),
    field('pincode', 'Pincode', { inputType: 'tel', regex: '^[1-9]\\d{5}$', max_length: 6 }),
    field(nomineeFieldNames.name, 'Nominee Name', { max_length: 100 }),
    field(nomineeFieldNames.relationship, 'Nominee Relationship', {
      type: 'select',
      options: insuranceNomineeRelations.map((value) => ({ label: value, value })),
    }),
    field(nomineeFieldNames.dob, 'Nominee Date of Birth', {
      type: 'date',
      inputType: 'date',
      min: 18,
      max: 100,
    }),
  ];
}
