import type { ApplicationFields, FieldCategory, FieldDefinition } from '@kredo/contract/loan-application';
import {
  educations,
  employerTypes,
  genders,
  livingWithOptions,
  loanPurposes,
  MAX_EXPERIENCE_MONTHS,
  relationshipStatuses,
  residentTypes,
  TEXT_MAX_LENGTH,
} from '@kredo/contract/application-profile';
import { tenureOptions } from '@kredo/domain/loan-boundary';

import type { ProductDefinition } from './product-catalogue.ts';

/**
 * The application form's field definitions per product (spec 000 §3.3): which profile fields each
 * category of the Required Fields checklist asks, typed and bounded so the form and the server
 * check them alike. Values are filled in from the borrower's profile by the caller.
 */
type FieldTemplate = Omit<FieldDefinition, 'value' | 'isReadOnly'> & {
  isReadOnly?: boolean;
  /** Only the main flow asks it. */
  mainOnly?: boolean;
};

const NAME = '^(?=.{2,30}$)[A-Za-z](?:[A-Za-z ]*[A-Za-z])?$';
const ADDRESS_HOUSE = "^[A-Za-z0-9 ,.\\-/#()&':]{1,60}$";
const ADDRESS_LINE = "^[A-Za-z0-9 ,.\\-/#()&':]{3,60}$";
const PINCODE = '^[1-9][0-9]{5}$';
const IFSC = '^[A-Z]{4}0[A-Z0-9]{6}$';
const ACCOUNT_NUMBER = '^[A-Za-z0-9]{8,18}$';
const EMAIL = '^[^@\\s]+@[^@\\s]+\\.[A-Za-z]{2,63}$';

const choices = (values: readonly string[]) => values.map((value) => ({ label: value, value }));
const text = (identifier: string, label: string, extra: Partial<FieldTemplate> = {}): FieldTemplate => ({
  identifier,
  label,
  type: 'text',
  max_length: TEXT_MAX_LENGTH,
  isRequired: true,
  ...extra,
});
const dropdown = (
  identifier: string,
  label: string,
  values: readonly string[],
  extra: Partial<FieldTemplate> = {},
) =>
  ({
    identifier,
    label,
    type: 'dropdown',
    options: choices(values),
    isRequired: true,
    ...extra,
  }) satisfies FieldTemplate;
const file = (docType: string, label: string, isRequired = true): FieldTemplate => ({
  identifier: `documents.${docType}`,
  label,
  type: 'file',
  isRequired,
});

function address(prefix: string, label: string, mainOnly: boolean): FieldTemplate[] {
  return [
    text(`${prefix}.house`, `${label} House/Flat No.`, { regex: ADDRESS_HOUSE, max_length: 60, mainOnly }),
    text(`${prefix}.street`, `${label} Street`, { regex: ADDRESS_LINE, max_length: 60, mainOnly }),
    text(`${prefix}.locality`, `${label} Locality`, { regex: ADDRESS_LINE, max_length: 60, mainOnly }),
    text(`${prefix}.landmark`, `${label} Landmark`, { regex: ADDRESS_LINE, max_length: 60, mainOnly }),
    {
      identifier: `${prefix}.pincode`,
      label: `${label} Pincode`,
      type: 'pincode',
      regex: PINCODE,
      max_length: 6,
      isRequired: true,
      mainOnly,
    },
  ];
}

function bankAccount(purpose: 'DISBURSAL' | 'NACH', label: string, mainOnly: boolean): FieldTemplate[] {
  const at = `bankAccounts.${purpose}`;
  return [
    text(`${at}.beneficiaryName`, `${label} Account Holder Name`, { regex: NAME, max_length: 30, mainOnly }),
    {
      identifier: `${at}.ifsc`,
      label: `${label} IFSC`,
      type: 'ifsc',
      regex: IFSC,
      max_length: 11,
      isRequired: true,
      mainOnly,
    },
    text(`${at}.accountNumber`, `${label} Account Number`, {
      regex: ACCOUNT_NUMBER,
      max_length: 18,
      mainOnly,
    }),
  ];
}

function requiredTemplates(product: ProductDefinition): Record<FieldCategory, FieldTemplate[]> {
  const [minAmount, maxAmount] = product.amountRange;
  const tenures = tenureOptions(product.tenureMonths);
  return {
    PERSONAL_DETAILS: [
      text('name', 'Full Name', { regex: NAME, max_length: 30 }),
      text('panNumber', 'PAN Number', { max_length: 10, isReadOnly: true }),
      text('mobile', 'Mobile Number', { regex: '^[6-9][0-9]{9}$', max_length: 10 }),
      { identifier: 'dob', label: 'Date Of Birth', type: 'datePicker', isRequired: true, isReadOnly: true },
      { identifier: 'gender', label: 'Gender', type: 'radio', options: choices(genders), isRequired: true },
      dropdown('relationshipStatus', 'Relationship Status', relationshipStatuses, { mainOnly: true }),
      dropdown('education', 'Education', educations, { mainOnly: true }),
      text('fatherOrSpouseName', "Father's or Spouse's Name", {
        regex: NAME,
        max_length: 30,
        mainOnly: true,
      }),
      text('mothersName', "Mother's Name", { regex: NAME, max_length: 30, mainOnly: true }),
      {
        identifier: 'financeBasicInfo.numDependents',
        label: 'Number of Dependents',
        type: 'number',
        min_val: 0,
        max_val: 99,
        max_length: 2,
        isRequired: true,
        mainOnly: true,
      },
    ],
    RESIDENCE_DETAILS: [
      dropdown('residentType', 'Resident Type', residentTypes),
      { identifier: 'resTenure', label: 'Staying Since', type: 'datePicker', isRequired: true },
      ...address('address', 'Current', false),
      ...address('permAddress', 'Permanent', true),
    ],
    EMPLOYMENT_DETAILS: [
      text('currentEmployer', 'Company Name', { max_length: 255 }),
      dropdown('employerType', 'Company Type', employerTypes, { mainOnly: true }),
      text('designation', 'Designation'),
      { identifier: 'duration', label: 'Working Since', type: 'datePicker', isRequired: true },
      {
        identifier: 'workExperienceMonths',
        label: 'Total Work Experience (months)',
        type: 'number',
        min_val: 0,
        max_val: MAX_EXPERIENCE_MONTHS,
        isRequired: true,
        mainOnly: true,
      },
      ...address('workAddress', 'Office', true),
    ],
    LOAN_DETAILS: [
      {
        identifier: 'loanRequest.amount',
        label: 'Loan Amount',
        type: 'number',
        unit: 'paise',
        min_val: minAmount,
        max_val: maxAmount,
        isRequired: true,
      },
      {
        identifier: 'loanRequest.tenure',
        label: 'Tenure (months)',
        type: 'dropdown',
        options: tenures.map((months) => ({ label: `${months} months`, value: String(months) })),
        min_val: product.tenureMonths.min,
        max_val: product.tenureMonths.max,
        isRequired: true,
      },
      dropdown('loanRequest.purpose', 'Purpose', loanPurposes, { mainOnly: true }),
    ],
    BANK_DETAILS: [
      ...bankAccount('DISBURSAL', 'Disbursal', false),
      ...bankAccount('NACH', 'Repayment', true),
    ],
    KYC: [file('CURRENT_ADDRESS_PROOF', 'Current Address Proof')],
    DOCUMENT_UPLOAD: [file('SELFIE', 'Selfie'), file('PAN', 'PAN Card')],
  };
}

const optionalTemplates: Partial<Record<FieldCategory, FieldTemplate[]>> = {
  RESIDENCE_DETAILS: [
    {
      identifier: 'resRentMonthly',
      label: 'Monthly Rent',
      type: 'number',
      unit: 'paise',
      min_val: 100,
      isRequired: false,
    },
    dropdown('livingWith', 'Living With', livingWithOptions, { isRequired: false }),
  ],
  EMPLOYMENT_DETAILS: [
    {
      identifier: 'workEmail',
      label: 'Work Email',
      type: 'email',
      regex: EMAIL,
      max_length: 254,
      isRequired: false,
    },
    text('employeeId', 'Employee Id', { isRequired: false }),
  ],
  // Asked only when the purpose is 'Other' (spec 000 §5.3); the server refuses 'Other' without it.
  LOAN_DETAILS: [text('loanRequest.purposeRemark', 'Purpose Remark', { isRequired: false, mainOnly: true })],
  DOCUMENT_UPLOAD: [file('PAY_SLIP', 'Latest Pay Slip', false)],
};

export type FieldValueOf = (identifier: string) => string | number | null;

/** The product's required and optional fields for its flow, each with the borrower's value. */
export function applicationFields(product: ProductDefinition, valueOf: FieldValueOf): ApplicationFields {
  const main = product.flow === 'main';
  const build = (templates: readonly FieldTemplate[]) =>
    templates
      .filter((template) => main || !template.mainOnly)
      .map(({ mainOnly: _mainOnly, ...template }): FieldDefinition => {
        const value = valueOf(template.identifier);
        return {
          ...template,
          value,
          // A mobile already on the account is shown disabled (spec 000 §3.3); so is a PAN.
          isReadOnly: value !== null && (template.isReadOnly === true || template.identifier === 'mobile'),
        };
      });
  const required = requiredTemplates(product);
  const required_fields: ApplicationFields['required_fields'] = {};
  const optional_fields: ApplicationFields['optional_fields'] = {};
  for (const category of product.requiredCategories) {
    required_fields[category] = build(required[category]);
    const optional = build(optionalTemplates[category] ?? []);
    if (optional.length > 0) optional_fields[category] = optional;
  }
  return { productCode: product.code, required_fields, optional_fields };
}
