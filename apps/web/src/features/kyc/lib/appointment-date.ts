const calendarDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** 'Monday, 23 November 2026' for '2026-11-23': a calendar date, read the same in every zone. */
export function formatVisitDate(date: string): string {
  return calendarDate.format(new Date(`${date}T00:00:00Z`));
}
