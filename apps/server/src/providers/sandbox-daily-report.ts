import { createHash } from 'node:crypto';

import { isIsoDate, isoDate } from '@kredo/domain/calendar-date';
import { addDays } from '@kredo/domain/working-days';

import { AppError } from '../lib/app-error.ts';
import type { DailyReportAnswer } from './daily-report.ts';

/**
 * What the sandbox providers' daily reports share (docs/providers.md, "Daily reports"): when a
 * day's report is made, and its names, which are worked out from the day so that every fetch of
 * it answers the same report.
 */
export const sandboxReportTimes = {
  /** India time on the day after: the report of a day is made then. */
  usual: '06:00',
  /** India time on the day after, for a day whose report is late (a magic value). */
  late: '18:00',
} as const;

/** How much a short settlement pays less, for each line carrying the magic value: Rs 100. */
export const sandboxShortfallPerLine = 10_000;

/** The day asked for, refused as the services refuse a malformed date. */
export function reportDay(day: string): string {
  if (!isIsoDate(day)) throw new AppError('VALIDATION_FAILED', 'report: the date must be YYYY-MM-DD');
  return day;
}

const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The instants of a business day in India: [from, until). */
export function dayWindow(day: string): { from: Date; until: Date } {
  return { from: indiaMidnight(day), until: indiaMidnight(addDays(isoDate(day), 1)) };
}

/** The day after `day`. */
export const nextDay = (day: string): string => addDays(isoDate(day), 1);

/** When the report of `day` is made: 06:00 India time the next day, or 18:00 when late. */
export function reportReadyAt(day: string, late: boolean): Date {
  const time = late ? sandboxReportTimes.late : sandboxReportTimes.usual;
  return new Date(`${nextDay(day)}T${time}:00+05:30`);
}

/** Not made yet at `now`: the answer until `readyAt`. */
export const notReadyUntil = <Report>(readyAt: Date, now: Date): DailyReportAnswer<Report> | null =>
  now < readyAt ? { status: 'not-ready', retryAt: readyAt } : null;

const digest = (seed: string) => createHash('sha256').update(seed).digest();

const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` letters or digits fixed by `seed`: a report's id, the same on every fetch. */
export function fixedId(seed: string, length = 14): string {
  const bytes = digest(seed);
  return Array.from({ length }, (_, i) => alphanumerics[(bytes[i] ?? 0) % alphanumerics.length]).join('');
}

/**
 * A 12-digit UTR fixed by `seed`, shaped like the payout sandbox's: the year's last digit, the day
 * of the year and the hour (06, the settlement batch) of the credit in India, then 6 digits.
 */
export function fixedUtr(day: string, seed: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const dayOfYear = Math.round((Date.UTC(year, month - 1, date) - Date.UTC(year, 0, 1)) / 86_400_000) + 1;
  const serial = String(digest(seed).readUInt32BE(0) % 1_000_000).padStart(6, '0');
  return `${year % 10}${String(dayOfYear).padStart(3, '0')}06${serial}`;
}

/** What the magic lines of a day take out of a report: Rs 100 each, never more than it holds. */
export const shortfallOf = (shortLines: number, linesTotal: number): number =>
  Math.min(linesTotal, shortLines * sandboxShortfallPerLine);
