import { serverNow } from './server-clock';
// Every date a person reads is India time in Indian English, whatever zone or locale the device
// is set to: a due date must not move a day because a phone is set to another zone.
const india = { timeZone: 'Asia/Kolkata' } as const;
const locale = 'en-IN';

const dateTimeOptions: Intl.DateTimeFormatOptions = {
  ...india,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const dateTime = new Intl.DateTimeFormat(locale, dateTimeOptions);
const dateTimeWithSeconds = new Intl.DateTimeFormat(locale, { ...dateTimeOptions, second: '2-digit' });
const year = new Intl.DateTimeFormat(locale, { ...india, year: 'numeric' });

type Instant = Date | string | number;

/** '1 Feb 2026, 01:30' for 2026-01-31T20:00:00Z; with seconds, '1 Feb 2026, 01:30:00'. */
export function formatDateTime(instant: Instant, { seconds = false }: { seconds?: boolean } = {}): string {
  return (seconds ? dateTimeWithSeconds : dateTime).format(new Date(instant));
}

/** The calendar year in India at that instant: '2026' from 2025-12-31T18:30:00Z on. */
export function formatYear(instant: Instant = serverNow()): string {
  return year.format(new Date(instant));
}

const isoDate = new Intl.DateTimeFormat('en-CA', {
  ...india,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar date in India at that instant (by default now, by the server's clock) as
 * YYYY-MM-DD, the value of a date input.
 */
export function isoDateInIndia(instant: Instant = serverNow()): string {
  return isoDate.format(new Date(instant));
}
