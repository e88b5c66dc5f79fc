// @vitest-environment happy-dom
import { findPartner } from '@kredo/contract/partners';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { OfferSlider, slideIntervalMs } from './offer-slider';

afterEach(() => vi.useRealTimers());

async function renderSlider() {
  initI18n();
  const partner = findPartner('healwise');
  if (!partner) throw new Error('healwise missing from the contract');
  await act(async () => {
    render(
      <Suspense>
        <OfferSlider partner={partner} />
      </Suspense>,
    );
  });
}

describe('offer slider', () => {
  it('moves to the next slide every 3 seconds and wraps around', async () => {
    // Fake timers that still let real time pass, so the art can load before the clock is driven.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderSlider();
    expect(await screen.findByRole('group', { name: 'Slide 1 of 3' })).toBeTruthy();

    act(() => void vi.advanceTimersByTime(slideIntervalMs));
    expect(screen.getByRole('group', { name: 'Slide 2 of 3' })).toBeTruthy();

    act(() => void vi.advanceTimersByTime(2 * slideIntervalMs));
    expect(screen.getByRole('group', { name: 'Slide 1 of 3' })).toBeTruthy();
  });

  it('shows the slide a dot is pressed for', async () => {
    await renderSlider();

    fireEvent.click(await screen.findByRole('button', { name: 'Show slide 3' }));

    expect(screen.getByRole('group', { name: 'Slide 3 of 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show slide 3' }).getAttribute('aria-pressed')).toBe('true');
  });
});
