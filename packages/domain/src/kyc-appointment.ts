import { isoDate, parseIsoDate, type IsoDate } from './calendar-date.ts';

/** How far ahead a document pickup may be booked, counted from tomorrow. */
export const APPOINTMENT_WINDOW_DAYS = 7;

/** Two-hour visits through a working day; the agent needs the borrower at home for one of them. */
export const appointmentSlots = ['10:00-12:00', '12:00-14:00', '14:00-16:00', '16:00-18:00'] as const;
export type AppointmentSlot = (typeof appointmentSlots)[number];

const SUNDAY = 0;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The dates an agent can visit to collect physical documents: the next seven days after `today`
 * (India's date), without Sundays, when field agents do not work.
 */
export function appointmentDates(today: IsoDate, days: number = APPOINTMENT_WINDOW_DAYS): IsoDate[] {
  const parts = parseIsoDate(today);
  if (!parts) throw new RangeError(`Not a calendar date: "${today}"`);
  const start = Date.UTC(parts.year, parts.month - 1, parts.day);
  const dates: IsoDate[] = [];
  for (let offset = 1; offset <= days; offset += 1) {
    const day = new Date(start + offset * DAY_MS);
    if (day.getUTCDay() !== SUNDAY) dates.push(isoDate(day.toISOString().slice(0, 10)));
  }
  return dates;
}
