import { applicationStatuses } from '@kredo/domain/application-lifecycle';
import type { FieldProblem } from '@kredo/domain/form-field';
import type { AmountRange, TenureSteps } from '@kredo/domain/loan-boundary';
import * as z from 'zod/mini';

import { fill, messages } from './messages.ts';
import { loanPurposes } from './application-profile.ts';
import { text } from './text.ts';

/**
 * Loan products, the application form's field definitions, loan boundaries and applications
 * (spec 000 §2.4, §3.3, §4.1, §4.4, §7). Amounts are paise.
 */

export const productTypes = ['MINI_LOAN', 'PERSONAL_LOAN', 'TERM_LOAN', 'CREDIT_LINE'] as const;
export type ProductType = (typeof productTypes)[number];

export const kycModes = ['OKYC', 'SCAN', 'APPOINTMENT', 'KYC_DIGI_LOCKER'] as const;

/** Statuses of an application (spec 000 §4.1) and their moves: packages/domain/application-lifecycle. */
export {
  applicationStatuses,
  closedApplicationStatuses,
  type ApplicationStatus,
} from '@kredo/domain/application-lifecycle';

export const productCodeQuerySchema = z.object({
  productCode: text().check(z.trim(), z.regex(/^[A-Z0-9_]{2,40}$/, { error: messages.invalid })),
});

export const productSpecSchema = z.object({
  productCode: z.string(),
  productType: z.enum(productTypes),
  title: z.string(),
  description: z.string(),
  preApproved: z.boolean(),
  /** Pictures introducing the product (paths under the web app). */
  kypImages: z.array(z.string()),
  lenderId: z.number(),
  flow: z.enum(['main', 'v3']),
  /** Its loan boundary (paise, months) and pricing (basis points), so a card can show what a loan costs. */
  amountRange: z.tuple([z.number(), z.number()]),
  tenureMonths: z.object({ min: z.number(), max: z.number(), step: z.number() }),
  monthlyFlatRate: z.number(),
  processingFeeRate: z.number(),
});
export type ProductSpec = z.output<typeof productSpecSchema>;

export const eligibleProductsResponseSchema = z.object({ product_specs: z.array(productSpecSchema) });

export const fieldTypes = [
  'text',
  'date',
  'number',
  'pincode',
  'email',
  'ifsc',
  'radio',
  'file',
  'dropdown',
  'otp',
  'datePicker',
] as const;
export type FieldType = (typeof fieldTypes)[number];

/**
 * The categories of the Required Fields checklist, in order. KYC completes with a current address
 * proof; DOCUMENT_UPLOAD with every required document type.
 */
export const fieldCategories = [
  'PERSONAL_DETAILS',
  'RESIDENCE_DETAILS',
  'EMPLOYMENT_DETAILS',
  'LOAN_DETAILS',
  'BANK_DETAILS',
  'KYC',
  'DOCUMENT_UPLOAD',
] as const;
export type FieldCategory = (typeof fieldCategories)[number];

export const fieldDefinitionSchema = z.object({
  /** Where the value lives in the profile: `gender`, `address.pincode`, `bankAccounts.DISBURSAL.ifsc`. */
  identifier: z.string(),
  label: z.string(),
  type: z.enum(fieldTypes),
  /** The borrower's saved value, as the field shows it. */
  value: z.nullable(z.union([z.string(), z.number()])),
  options: z.optional(z.array(z.object({ label: z.string(), value: z.string() }))),
  regex: z.optional(z.string()),
  /** Money is held in paise and typed in rupees; the value and bounds are then paise. */
  unit: z.optional(z.enum(['paise'])),
  min_val: z.optional(z.number()),
  max_val: z.optional(z.number()),
  max_length: z.optional(z.number()),
  isRequired: z.boolean(),
  isReadOnly: z.boolean(),
});
export type FieldDefinition = z.output<typeof fieldDefinitionSchema>;

const fieldsByCategory = z.record(z.string(), z.array(fieldDefinitionSchema));

export const applicationFieldsResponseSchema = z.object({
  productCode: z.string(),
  required_fields: fieldsByCategory,
  optional_fields: fieldsByCategory,
});
export type ApplicationFields = z.output<typeof applicationFieldsResponseSchema>;

export const loanBoundaryResponseSchema = z.object({
  /** Paise, both ends included. */
  amount_range: z.tuple([z.number(), z.number()]),
  tenure_months_range: z.tuple([z.number(), z.number()]),
  /** Tenures offered run from the minimum in these steps. */
  tenure_step_months: z.number(),
});
export type LoanBoundary = z.output<typeof loanBoundaryResponseSchema>;

export const kycModesResponseSchema = z.object({
  kycModes: z.array(z.object({ mode: z.enum(kycModes) })),
});

export const allowNewApplicationResponseSchema = z.object({ isAllowNewApplication: z.boolean() });

export const applicationSchema = z.object({
  applicationId: z.string(),
  status: z.enum(applicationStatuses),
  subStatuses: z.array(z.string()),
  productCode: z.string(),
  productType: z.enum(productTypes),
  amountRequested: z.number(),
  tenureRequested: z.number(),
  purpose: z.nullable(z.string()),
  latestStatusUpdateTime: z.string(),
});
export type Application = z.output<typeof applicationSchema>;

export const latestApplicationStatusQuerySchema = z.object({
  translate_status: z.optional(z.enum(['False', 'True', 'false', 'true'])),
});
export const latestApplicationStatusResponseSchema = z.object({ application: z.nullable(applicationSchema) });

export const createApplicationBodySchema = z.object({
  productCode: productCodeQuerySchema.shape.productCode,
  userId: z.uuid(),
  useApplicationLambda: z.optional(z.boolean()),
  workCin: z.optional(text().check(z.trim(), z.maxLength(21))),
  utmSource: z.optional(text().check(z.trim(), z.maxLength(50))),
});
export const createApplicationResponseSchema = z.object({
  message: z.literal(messages.applicationComplete),
  application: applicationSchema,
});

export const loanRequirementBodySchema = z.object({
  applicationId: z.uuid(),
  /** Paise. */
  amountRequested: z.number().check(z.int(), z.gt(0)),
  tenureRequested: z.number().check(z.int(), z.gt(0)),
  purpose: z.enum(loanPurposes, { error: messages.selectToContinue }),
});
export const loanRequirementResponseSchema = z.object({ application: applicationSchema });

export const loanApplicationPaths = {
  eligibleProducts: '/api/paandu/eligible-loan-products',
  eligibleProductsAlias: '/api/loan-application/eligible-loan-products',
  applicationFields: '/api/paandu/application-fields',
  allowNewApplication: '/api/paandu/allow-new-application',
  latestApplicationStatus: '/api/paandu/latest-application-status',
  kycModes: '/api/paandu/kyc-modes',
  loanBoundary: '/api/corleone/loan-boundary',
  loanRequirement: '/api/loan-application/loan-requirement',
  createApplication: '/api/paandu/application',
} as const;

/** 'Please enter Loan Amount between 25001 and 400000': the product's range (paise) in rupees. */
export function loanAmountOutside([min, max]: AmountRange): string {
  return fill(messages.fieldBetween, { label: 'Loan Amount', min: min / 100, max: max / 100 });
}

/** 'Please select Tenure between 3 and 12': a tenure the product does not offer. */
export function tenureOutside({ min, max }: TenureSteps): string {
  return fill(messages.selectFieldBetween, { label: 'Tenure', min, max });
}

/** Fields whose blank answer reads 'Please select this to continue the application' (spec 000 §5.4). */
const selectedFields = new Set([
  'resTenure',
  'residentType',
  'employerType',
  'currentEmployer',
  'loanRequest.purpose',
]);
const choiceTypes = new Set<FieldType>(['dropdown', 'radio', 'date', 'datePicker']);

const shown = (field: FieldDefinition, bound: number) => (field.unit === 'paise' ? bound / 100 : bound);

/** The spec's message for a field's problem, as the form shows it and the server answers it. */
export function fieldMessage(field: FieldDefinition, problem: FieldProblem): string {
  const choice = choiceTypes.has(field.type) || selectedFields.has(field.identifier);
  switch (problem) {
    case 'REQUIRED':
      if (field.type === 'file') return messages.uploadDocument;
      if (field.type === 'otp') return messages.enterOtp;
      return choice ? messages.selectToContinue : messages.enterToContinue;
    case 'PATTERN':
      if (field.type === 'pincode') return messages.pincodeLength;
      if (field.type === 'ifsc') return messages.wrongIfsc;
      if (field.identifier.endsWith('.accountNumber')) return messages.enterCorrectAccountNumber;
      return fill(messages.enterValidField, { label: field.label });
    case 'TOO_LONG':
      return fill(messages.fieldMaximum, { max: field.max_length ?? 0 });
    case 'BELOW_MIN':
    case 'ABOVE_MAX': {
      const min = field.min_val === undefined ? undefined : shown(field, field.min_val);
      const max = field.max_val === undefined ? undefined : shown(field, field.max_val);
      if (min !== undefined && max !== undefined)
        return fill(choice ? messages.selectFieldBetween : messages.fieldBetween, {
          label: field.label,
          min,
          max,
        });
      return problem === 'BELOW_MIN'
        ? fill(messages.fieldMinimum, { min: min ?? 0 })
        : fill(messages.fieldMaximum, { max: max ?? 0 });
    }
    case 'AFTER_TODAY':
      return messages.dateAfterToday;
  }
}
