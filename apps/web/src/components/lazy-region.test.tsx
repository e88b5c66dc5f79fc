// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
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

  it('with whenNear, downloads nothing until the region comes near the viewport', async () => {
    initI18n();
    let report: IntersectionObserverCallback = () => undefined;
    const observed: Element[] = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(target: Element) {
        observed.push(target);
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      const load = vi.fn(async () => ({ default: Loaded }));
      render(<LazyRegion load={load} whenNear />);

      expect(observed).toHaveLength(1);
      act(() => report([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(load).not.toHaveBeenCalled();
      expect(screen.queryByRole('status')).toBeNull();

      act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));

      expect(await screen.findByText('Sign-in form')).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});
