import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new screen opens at its top, with the app bar and its title in view: the hash router keeps
 * the window's scroll when the route changes, so a screen opened from low down on the one before
 * (an offer read to its Decline button) opened scrolled down. Going back or forward (a POP) leaves
 * the scroll to the browser, which puts the page back where it was.
 */
export function useScrollToTopOnNewScreen(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    // Only a new screen: the same one with another search keeps its place.
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
