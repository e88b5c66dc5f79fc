import type { InsuranceFieldDefinition } from '@kredo/contract/insurance';
import { insuranceNomineeRelations, nomineeFieldNames } from '@kredo/domain/insurance-form';

/**
 * The sandbox insurer's proposal form: the insured person, then the nominee (spec 002 §3, §5).
 * Every field is mandatory; dates of birth carry the ages the product accepts. A product may ask
 * for more: a document (COVID vaccination cover, the certificate of vaccination) after the
 * insured's details, and the member's consent code last (hospital cash, a certificate under the
 * distributor's group policy), once the form it consents to is filled.
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

/** What a product asks beyond the common form. */
export type ExtraField = 'consentOtp' | 'vaccinationCertificate';

export const extraFieldNames = {
  consentOtp: 'consent_otp',
  vaccinationCertificate: 'vaccination_certificate',
} as const satisfies Record<ExtraField, string>;

export function proposalFields(
  ages: { min: number; max: number },
  extras: readonly ExtraField[] = [],
): InsuranceFieldDefinition[] {
  const certificate = extras.includes('vaccinationCertificate')
    ? [field(extraFieldNames.vaccinationCertificate, 'Vaccination Certificate', { type: 'file' })]
    : [];
  const consent = extras.includes('consentOtp')
    ? [
        field(extraFieldNames.consentOtp, 'Consent OTP', {
          type: 'otp',
          inputType: 'number',
          max_length: 6,
        }),
      ]
    : [];
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
    ...certificate,
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
    ...consent,
  ];
}
