// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { artLoaders } from '../../../config/partner-art/load-partner-art';
import { renderApp } from '../../../test/render-app';

// MoneyMitra's art is loaded by no other test in this file, so its first download is the one
// that fails here.
const original = artLoaders.moneymitra as NonNullable<(typeof artLoaders)['moneymitra']>;

afterEach(() => {
  artLoaders.moneymitra = original;
});

describe('a partner art chunk that fails to download', () => {
  it('leaves the header and landing usable, then loads the art on a later render', async () => {
    let online = false;
    const loader = vi.fn(() =>
      online ? original() : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    artLoaders.moneymitra = loader;

    await renderApp('/moneymitra');

    expect(await screen.findByRole('heading', { level: 1, name: 'MoneyMitra' })).toBeTruthy();
    const appBar = screen.getByTestId('app-bar');
    expect(within(appBar).getByText('MoneyMitra')).toBeTruthy();
    // The drawn logo is an SVG carrying the initials; the fallback is the initials alone.
    expect(within(appBar).getByText('MM').closest('svg')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Highlights' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // Each failure is settled once: it does not set off a loop of downloads.
    const attempts = loader.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loader).toHaveBeenCalledTimes(attempts);

    // The network is back; moving to another screen renders the header again, which retries.
    online = true;
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Tips to improve your credit score' }));
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tips to Improve Your Kredo Credit Score' }),
    ).toBeTruthy();
    await waitFor(() => expect(within(appBar).getByText('MM').closest('svg')).not.toBeNull());

    await act(async () => {
      fireEvent.click(within(appBar).getByRole('button', { name: 'Back' }));
    });
    expect(await screen.findByRole('region', { name: 'Highlights' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Slide 1 of 3' })).toBeTruthy();
  });
});
