/**
 * Every rule that reads the time asks a Clock. Production uses the system clock; sandbox mode
 * adds an offset that only moves forward, so due dates and expiries can be tested without waiting.
 */
export type Clock = {
  now(): Date;
  nowMs(): number;
  offsetMs(): number;
  advance(ms: number): void;
};

export function createClock(initialOffsetMs = 0, systemNow: () => number = Date.now): Clock {
  let offset = initialOffsetMs;
  return {
    now: () => new Date(systemNow() + offset),
    nowMs: () => systemNow() + offset,
    offsetMs: () => offset,
    advance(ms) {
      if (!Number.isSafeInteger(ms) || ms < 0)
        throw new RangeError('The clock only moves forward by whole ms');
      offset += ms;
    },
  };
}
