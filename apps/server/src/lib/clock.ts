/**
 * Every rule that reads the time asks a Clock. Production uses the system clock; sandbox mode
 * adds an offset that only moves forward, so due dates and expiries can be tested without waiting.
 */
export type Clock = {
  now(): Date;
  nowMs(): number;
  /** Today's calendar date in India (YYYY-MM-DD): due dates and "not after today" rules use this, not UTC. */
  businessDate(): string;
  offsetMs(): number;
  advance(ms: number): void;
};

export function createClock(initialOffsetMs = 0, systemNow: () => number = Date.now): Clock {
  let offset = initialOffsetMs;
  return {
    now: () => new Date(systemNow() + offset),
    nowMs: () => systemNow() + offset,
    businessDate: () => businessDateOf(new Date(systemNow() + offset)),
    offsetMs: () => offset,
    advance(ms) {
      if (!Number.isSafeInteger(ms) || ms < 0)
        throw new RangeError('The clock only moves forward by whole ms');
      offset += ms;
    },
  };
}

/** The business runs on India Standard Time (UTC+05:30, no daylight saving). */
export const businessTimeZone = 'Asia/Kolkata';
const businessDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function businessDateOf(instant: Date): string {
  return businessDateFormat.format(instant);
}
