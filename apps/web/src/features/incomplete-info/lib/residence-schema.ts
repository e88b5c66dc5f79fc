import { filledAddressSchema, livingWithOptions, residentTypes } from '@kredo/contract/application-profile';
import { fill, messages } from '@kredo/contract/messages';
import type { IsoDate } from '@kredo/domain/calendar-date';
import { sinceDateProblem } from '@kredo/domain/validators/form-dates';
import * as z from 'zod/mini';

export type ResidentType = (typeof residentTypes)[number];
export type LivingWith = (typeof livingWithOptions)[number];
export const isResidentType = (value: string): value is ResidentType =>
  (residentTypes as readonly string[]).includes(value);
export const isLivingWith = (value: string): value is LivingWith =>
  (livingWithOptions as readonly string[]).includes(value);

const dateMessages = {
  INVALID: messages.validDateRequired,
  AFTER_TODAY: messages.dateAfterToday,
  BEFORE_DOB: messages.dateBeforeDob,
  TOO_OLD: messages.validDateRequired,
} as const;

/** Monthly rent in rupees, without a leading zero. */
const RENT = /^[1-9]\d{0,9}$/;

const addressText = z.object({
  house: z.string(),
  street: z.string(),
  locality: z.string(),
  landmark: z.string(),
  pincode: z.string(),
});

/**
 * The residence address correction (spec 000 §5.3): resident type, staying since (not after
 * today, not before the year of birth), the rent and who the borrower lives with when rented,
 * the whole current address, and the permanent address unless it is the same.
 */
export function residenceSchema(today: IsoDate, dob: IsoDate | undefined) {
  return z
    .object({
      residentType: z.string().check(z.refine(isResidentType, { error: messages.selectToContinue })),
      resTenure: z.string().check(
        z.minLength(1, { error: messages.selectToContinue }),
        z.superRefine((since, context) => {
          const problem = sinceDateProblem(since, today, dob);
          if (problem) context.addIssue({ code: 'custom', message: dateMessages[problem], input: since });
        }),
      ),
      resRentMonthly: z.string().check(z.trim()),
      livingWith: z.string(),
      address: filledAddressSchema,
      permSame: z.boolean(),
      permAddress: addressText,
    })
    .check(
      z.superRefine((values, context) => {
        if (values.residentType === 'Rented') {
          if (values.resRentMonthly === '')
            context.addIssue({ code: 'custom', path: ['resRentMonthly'], message: messages.enterToContinue });
          else if (!RENT.test(values.resRentMonthly))
            context.addIssue({
              code: 'custom',
              path: ['resRentMonthly'],
              message: fill(messages.enterValidField, { label: 'Monthly Rent' }),
            });
          if (!isLivingWith(values.livingWith))
            context.addIssue({ code: 'custom', path: ['livingWith'], message: messages.selectToContinue });
        }
        if (values.permSame) return;
        const permanent = filledAddressSchema.safeParse(values.permAddress);
        for (const issue of permanent.error?.issues ?? [])
          context.addIssue({ code: 'custom', path: ['permAddress', ...issue.path], message: issue.message });
      }),
    );
}
export type ResidenceInput = z.input<ReturnType<typeof residenceSchema>>;
export type ResidenceValues = z.output<ReturnType<typeof residenceSchema>>;
