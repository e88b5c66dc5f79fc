import { describe, expect, it } from 'vitest';

import { businessDateOf, createClock } from './clock.ts';

const systemStart = Date.UTC(2025, 0, 15, 10, 0, 0);

/** A system time the test moves by hand. */
function fakeSystem() {
  let now = systemStart;
  return { now: () => now, tick: (ms: number) => (now += ms) };
}

describe('createClock', () => {
  it('reads the injected system time when there is no offset', () => {
    const system = fakeSystem();
    const clock = createClock(0, system.now);
    expect(clock.nowMs()).toBe(systemStart);
    expect(clock.now().toISOString()).toBe('2025-01-15T10:00:00.000Z');
    expect(clock.offsetMs()).toBe(0);
  });

  it('follows the system time as it passes', () => {
    const system = fakeSystem();
    const clock = createClock(0, system.now);
    system.tick(1_500);
    expect(clock.nowMs()).toBe(systemStart + 1_500);
    expect(clock.now().getTime()).toBe(systemStart + 1_500);
  });

  it('starts from the initial offset', () => {
    const clock = createClock(86_400_000, fakeSystem().now);
    expect(clock.now().toISOString()).toBe('2025-01-16T10:00:00.000Z');
    expect(clock.offsetMs()).toBe(86_400_000);
  });

  it('moves now forward on advance and reports the total offset', () => {
    const system = fakeSystem();
    const clock = createClock(0, system.now);
    clock.advance(60_000);
    clock.advance(30 * 86_400_000);
    expect(clock.offsetMs()).toBe(60_000 + 30 * 86_400_000);
    expect(clock.now().toISOString()).toBe('2025-02-14T10:01:00.000Z');
    system.tick(1_000);
    expect(clock.nowMs()).toBe(systemStart + 1_000 + 60_000 + 30 * 86_400_000);
  });

  it('accepts an advance of zero', () => {
    const clock = createClock(0, fakeSystem().now);
    clock.advance(0);
    expect(clock.nowMs()).toBe(systemStart);
  });

  it.each([-1, -60_000, 0.5, 1.25, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'refuses to advance by %s',
    (ms) => {
      const clock = createClock(5_000, fakeSystem().now);
      expect(() => clock.advance(ms)).toThrow(RangeError);
      expect(clock.offsetMs()).toBe(5_000);
      expect(clock.nowMs()).toBe(systemStart + 5_000);
    },
  );

  it('uses Date.now when no system time is injected', () => {
    const before = Date.now();
    const clock = createClock(1_000);
    const now = clock.nowMs();
    expect(now).toBeGreaterThanOrEqual(before + 1_000);
    expect(now).toBeLessThanOrEqual(Date.now() + 1_000);
  });
});

describe('business date', () => {
  it('is the calendar date in India, which runs 5 h 30 min ahead of UTC', () => {
    expect(businessDateOf(new Date('2026-01-31T18:29:59Z'))).toBe('2026-01-31');
    expect(businessDateOf(new Date('2026-01-31T18:30:00Z'))).toBe('2026-02-01');
    const clock = createClock(0, () => Date.parse('2026-03-31T20:00:00Z'));
    expect(clock.businessDate()).toBe('2026-04-01');
    clock.advance(24 * 60 * 60 * 1000);
    expect(clock.businessDate()).toBe('2026-04-02');
  });
});
