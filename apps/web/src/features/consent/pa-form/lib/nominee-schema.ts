import { completedYears, isIsoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { paNomineeSchema } from '@kredo/contract/consent';
import { messages } from '@kredo/contract/messages';
import * as z from 'zod/mini';

/** The nominee's least age (spec 001 §5, §9). */
export const NOMINEE_MIN_AGE = 18;

/**
 * The contract's nominee, and a date of birth at least 18 years before today ('Nominee cannot be
 * minor!'), today being the server's.
 */
export function nomineeFormSchema(today: IsoDate) {
  const { dob } = paNomineeSchema.shape;
  return z.extend(paNomineeSchema, {
    dob: dob.check(
      // A text that is not yet a date is the format check's to refuse.
      z.refine((date) => !isIsoDate(date) || completedYears(date, today) >= NOMINEE_MIN_AGE, {
        error: messages.nomineeMinor,
      }),
    ),
  });
}
export type NomineeInput = z.input<ReturnType<typeof nomineeFormSchema>>;
