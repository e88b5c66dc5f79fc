// @vitest-environment happy-dom
import { findPartner } from '@kredo/contract/partners';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { loadPartnerArt } from '../../../config/partner-art/load-partner-art';
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
    // The art is loaded first, on real time; then only the test moves the clock, so a slow
    // machine cannot let a real slide interval pass between two assertions.
    await loadPartnerArt('healwise');
    await renderSlider();
    expect(await screen.findByRole('group', { name: 'Slide 1 of 3' })).toBeTruthy();
    cleanup();
    vi.useFakeTimers();
    await renderSlider();
    expect(screen.getByRole('group', { name: 'Slide 1 of 3' })).toBeTruthy();

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
