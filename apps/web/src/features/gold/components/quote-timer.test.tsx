// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clockOf, QuoteTimer } from './quote-timer';

describe('the quote timer', () => {
  it('counts down in minutes and seconds and ends once at zero', async () => {
    vi.useFakeTimers();
    try {
      const onEnd = vi.fn();
      render(<QuoteTimer expiresAt={Date.now() + 2_000} onEnd={onEnd} />);
      expect(screen.getByRole('timer').textContent).toBe('Price valid for 00:02');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2_000);
      });
      expect(screen.getByRole('timer').textContent).toBe('Price valid for 00:00');
      expect(onEnd).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends as it is shown when its time has already passed (a screen come back to)', () => {
    const onEnd = vi.fn();
    render(<QuoteTimer expiresAt={Date.now() - 1_000} onEnd={onEnd} />);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('writes minutes and seconds with two digits each', () => {
    expect([clockOf(300), clockOf(59), clockOf(0)]).toEqual(['05:00', '00:59', '00:00']);
  });
});
