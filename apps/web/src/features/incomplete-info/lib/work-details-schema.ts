import { filledAddressSchema, TEXT_MAX_LENGTH } from '@kredo/contract/application-profile';
import { fill, messages } from '@kredo/contract/messages';
import type { employerTypes } from '@kredo/contract/profile-choices';
import { isEmail } from '@kredo/domain/validators/email';
import * as z from 'zod/mini';
import { MAX_EXPERIENCE_YEARS, totalMonths } from './experience';

/** The employer types the work details correction offers (spec 000 §3.2). */
export const correctionEmployerTypes = [
  'PRIVATE_LIMITED',
  'PARTNERSHIP',
  'LLP',
  'PROPRIETORSHIP',
  'GOVERNMENT',
  'OTHERS',
] as const satisfies readonly (typeof employerTypes)[number][];
export type CorrectionEmployerType = (typeof correctionEmployerTypes)[number];

const isCorrectionEmployerType = (value: string): value is CorrectionEmployerType =>
  (correctionEmployerTypes as readonly string[]).includes(value);

const between = (label: string, max: number) => ({
  error: fill(messages.fieldBetween, { label, min: 0, max }),
});
const wholeUpTo = (label: string, max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1, { error: messages.enterToContinue }),
    z.refine((value) => /^\d+$/.test(value) && Number(value) <= max, between(label, max)),
  );

/**
 * The work details correction (spec 000 §5.3): a company picked from the registry (its CIN, else
 * 'Please provide full or correct name of the company.'), its type from the correction list, a
 * designation, an optional work e-mail, total and current experience (years up to 60, current
 * not above total) and the whole work address.
 */
export const workDetailsSchema = z
  .object({
    currentEmployer: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: messages.selectToContinue }),
        z.maxLength(255, { error: fill(messages.enterValidField, { label: 'Company Name' }) }),
      ),
    workCin: z.string().check(z.minLength(1, { error: messages.companyCinMissing })),
    employerType: z.string().check(z.refine(isCorrectionEmployerType, { error: messages.selectToContinue })),
    designation: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: messages.enterToContinue }),
        z.maxLength(TEXT_MAX_LENGTH, { error: fill(messages.enterValidField, { label: 'Designation' }) }),
      ),
    workEmail: z.string().check(
      z.trim(),
      z.refine((value) => value === '' || isEmail(value), { error: messages.invalidEmail }),
    ),
    totalExperience: z.object({
      years: wholeUpTo('Years', MAX_EXPERIENCE_YEARS),
      months: wholeUpTo('Months', 11),
    }),
    currentExperience: z.object({
      years: wholeUpTo('Years', MAX_EXPERIENCE_YEARS),
      months: wholeUpTo('Months', 11),
    }),
    workAddress: filledAddressSchema,
  })
  .check(
    z.refine((values) => totalMonths(values.currentExperience) <= totalMonths(values.totalExperience), {
      error: messages.currentExperienceBeyondTotal,
      path: ['currentExperience', 'years'],
    }),
  );
export type WorkDetailsInput = z.input<typeof workDetailsSchema>;
export type WorkDetailsValues = z.output<typeof workDetailsSchema>;
