// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

function Screen() {
  return <p>The screen</p>;
}

/** Counts how often the Suspense fallback was put on screen. */
function renderCountingFallbacks(element: React.ReactNode): { shown: number } {
  const fallbacks = { shown: 0 };
  function Fallback() {
    useEffect(() => {
      fallbacks.shown += 1;
    }, []);
    return <p>Loading</p>;
  }
  render(<Suspense fallback={<Fallback />}>{element}</Suspense>);
  return fallbacks;
}

describe('lazyWithPreload', () => {
  it('draws a preloaded screen in the first render, never its fallback', async () => {
    const Preloadable = lazyWithPreload(() => Promise.resolve({ default: Screen }));
    await Preloadable.preload();

    const fallbacks = renderCountingFallbacks(<Preloadable />);

    expect(screen.getByText('The screen')).toBeTruthy();
    expect(fallbacks.shown).toBe(0);
  });

  it('suspends as React.lazy does when the screen was not preloaded', async () => {
    const Preloadable = lazyWithPreload(() => Promise.resolve({ default: Screen }));

    const fallbacks = renderCountingFallbacks(<Preloadable />);

    expect(fallbacks.shown).toBe(1);
    expect(await screen.findByText('The screen')).toBeTruthy();
  });
});
