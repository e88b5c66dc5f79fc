// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { useScrollToTopOnNewScreen } from './scroll-to-top';

const router: { navigate?: NavigateFunction } = {};
/** Moves the app's router as a link or a back button would. */
const navigate = (to: string | number, options?: { replace?: boolean }) =>
  typeof to === 'number' ? router.navigate?.(to) : router.navigate?.(to, options);

function Shell() {
  useScrollToTopOnNewScreen();
  const go = useNavigate();
  useEffect(() => {
    router.navigate = go;
  }, [go]);
  return null;
}

describe('a new screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens at its top whether pushed or replaced; back and forward leave the scroll to the browser', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/consent']}>
        <Shell />
      </MemoryRouter>,
    );
    // The first screen of a document: the browser's (a reload keeps its place).
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => navigate('/consent/denied'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => navigate('/consent/loan-reject', { replace: true }));
    expect(scrollTo).toHaveBeenCalledTimes(2);

    // The same screen again (a search changed): left where it is.
    await act(() => navigate('/consent/loan-reject?from=home'));
    expect(scrollTo).toHaveBeenCalledTimes(2);

    await act(() => navigate(-1));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
