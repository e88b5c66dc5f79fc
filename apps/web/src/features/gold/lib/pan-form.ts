import { messages } from '@kredo/contract/messages';
import { isIsoDate } from '@kredo/domain/calendar-date';
import * as z from 'zod/mini';

/** The PAN of 'Verify Pan Details' (spec 002 §5): the fourth letter says who holds it. */
const panPattern = /^[A-Z]{3}[CPHFATBLJG][A-Z]\d{4}[A-Z]$/;

export const panFormSchema = z.object({
  pan: z.string().check(z.regex(panPattern, messages.goldValidPan)),
  dob: z.string().check(z.refine(isIsoDate, messages.validDateRequired)),
});
export type PanFormValues = z.output<typeof panFormSchema>;

/** A date of birth as the call sends it: midnight UTC of that day, in epoch milliseconds (India's day). */
export function dobEpochMs(isoDate: string): number {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}
