// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { OfflineBanner } from './offline-banner';

beforeEach(() => {
  initI18n();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('offline banner', () => {
  it('says so while offline and locks scrolling, then shows back online for 5 seconds', () => {
    render(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toBe('');

    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText('You are offline')).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');

    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByText('You are back online')).toBeTruthy();
    expect(document.body.style.overflow).toBe('');

    act(() => void vi.advanceTimersByTime(4999));
    expect(screen.getByText('You are back online')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText('You are back online')).toBeNull();
  });
});
