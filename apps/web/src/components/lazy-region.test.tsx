// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { LazyRegion } from './lazy-region';

function Loaded() {
  return <p>Sign-in form</p>;
}

describe('LazyRegion', () => {
  it('shows the region once its code arrives', async () => {
    initI18n();
    render(<LazyRegion load={async () => ({ default: Loaded })} />);

    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('Sign-in form')).toBeTruthy();
  });

  it('offers to try again when the download fails, and again when the connection returns', async () => {
    initI18n();
    const load = vi
      .fn<() => Promise<{ default: typeof Loaded }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Loaded });
    render(<LazyRegion load={load} />);

    expect((await screen.findByRole('alert')).textContent).toContain(
      "Couldn't process the request, please try again",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('alert');
    expect(load).toHaveBeenCalledTimes(2);

    window.dispatchEvent(new Event('online'));

    expect(await screen.findByText('Sign-in form')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });
});
