import { messages } from '@kredo/contract/messages';
import { completedYears, isIsoDate } from '@kredo/domain/calendar-date';
import { employmentTypes, salaryModes } from '@kredo/domain/eligibility';
import { PAISE_PER_RUPEE } from '@kredo/domain/money';
import { isPincode } from '@kredo/domain/validators/pincode';
import * as z from 'zod/mini';
import { serverToday } from '../../../lib/server-today';

/** Age on the eligibility form: 21-60 (spec 000 §5.1; docs/decisions.md). */
export const ELIGIBILITY_MIN_AGE = 21;
export const ELIGIBILITY_MAX_AGE = 60;

const mandatory = { error: messages.mandatory };
const trimmed = (...checks: Parameters<ReturnType<typeof z.string>['check']>) =>
  z.string(mandatory).check(z.trim(), ...checks);
const digitsUpTo = (digits: number, max: number) => (value: string) =>
  new RegExp(`^\\d{1,${digits}}$`).test(value) && Number(value) <= max;
const experience = (max: number) =>
  trimmed(
    z.minLength(1, { error: messages.selectWorkExperience }),
    z.refine(digitsUpTo(2, max), { error: messages.selectWorkExperience }),
  );

/**
 * The Basic Eligibility form (spec 000 §5.2): values are trimmed; blank is 'Mandatory', a bad
 * value 'Invalid' (or the field's own message).
 */
export function eligibilitySchema(today = serverToday()) {
  return z.object({
    dob: trimmed(
      z.minLength(1, mandatory),
      z.refine(isIsoDate, { error: messages.validDateRequired }),
      z.refine(
        (dob) => {
          if (!isIsoDate(dob)) return true;
          const age = completedYears(dob, today);
          return age >= ELIGIBILITY_MIN_AGE && age <= ELIGIBILITY_MAX_AGE;
        },
        { error: messages.ageBetween },
      ),
    ),
    pincode: trimmed(z.minLength(1, mandatory), z.refine(isPincode, { error: messages.invalidPincode })),
    employmentType: z.enum(employmentTypes, mandatory),
    salaryMode: z.enum(salaryModes, mandatory),
    experienceYears: experience(60),
    experienceMonths: experience(11),
    netMonthlyIncome: trimmed(
      z.minLength(1, mandatory),
      z.refine((value) => /^\d{1,10}$/.test(value) && Number(value) > 0, { error: messages.invalid }),
    ),
  });
}

export type EligibilityAnswers = z.output<ReturnType<typeof eligibilitySchema>>;

/** The profile save the answers make: income in paise, experience in months. */
export function eligibilitySave(answers: EligibilityAnswers, dobOnAccount: string | null) {
  return {
    profileData: {
      ...(dobOnAccount === null && { dob: answers.dob }),
      address: { pincode: answers.pincode },
      workExperienceMonths: Number(answers.experienceYears) * 12 + Number(answers.experienceMonths),
      financeBasicInfo: {
        employmentType: answers.employmentType,
        salaryMode: answers.salaryMode,
        netMonthlyIncome: Number(answers.netMonthlyIncome) * PAISE_PER_RUPEE,
      },
    },
  };
}

/** The answers are the ones saved before: nothing changed but spaces around them. */
export function sameAsSaved(answers: EligibilityAnswers, saved: Record<keyof EligibilityAnswers, string>) {
  return (Object.keys(saved) as Array<keyof EligibilityAnswers>).every(
    (key) => String(answers[key]) === saved[key].trim(),
  );
}
