import { describe, expect, it } from 'vitest';
import { formatCountdown, mergeRedirectParams, readRedirectOutcome, secondsLeft } from './redirect-outcome';

describe('the redirect back from the bank', () => {
  it('waits 120 seconds for a statement the bank sent', () => {
    expect(readRedirectOutcome(new URLSearchParams('txnId=T-1&success=true'))).toEqual({
      txnId: 'T-1',
      failed: false,
      error: undefined,
      seconds: 120,
    });
    expect(readRedirectOutcome(new URLSearchParams('')).seconds).toBe(120);
  });

  it('counts 5 seconds when the bank said no or sent an error', () => {
    expect(readRedirectOutcome(new URLSearchParams('txnId=T-1&success=false'))).toMatchObject({
      failed: true,
      seconds: 5,
    });
    expect(readRedirectOutcome(new URLSearchParams('error=consent%20rejected'))).toMatchObject({
      failed: true,
      error: 'consent rejected',
      seconds: 5,
    });
  });

  it("reads the parameters before the hash too, the hash's winning", () => {
    const merged = mergeRedirectParams('?txnId=T-outer&success=true', new URLSearchParams('success=false'));
    expect(merged.get('txnId')).toBe('T-outer');
    expect(merged.get('success')).toBe('false');
  });
});

describe('the countdown', () => {
  it('shows minutes and seconds', () => {
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(119)).toBe('1:59');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('rounds part of a second up and never goes below zero', () => {
    expect(formatCountdown(4.2)).toBe('0:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('the seconds left', () => {
  it('counts whole seconds to the deadline, rounding up', () => {
    expect(secondsLeft(120_000, 0)).toBe(120);
    expect(secondsLeft(120_000, 1)).toBe(120);
    expect(secondsLeft(120_000, 1_000)).toBe(119);
    expect(secondsLeft(5_000, 4_001)).toBe(1);
  });

  it('stops at zero past the deadline, as a throttled tab wakes up late', () => {
    expect(secondsLeft(5_000, 5_000)).toBe(0);
    expect(secondsLeft(5_000, 60_000)).toBe(0);
  });
});
