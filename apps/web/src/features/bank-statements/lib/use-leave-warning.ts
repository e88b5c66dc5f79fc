import { useEffect, useRef, useState } from 'react';

/** A copy of the current history entry on top, so a back press pops the copy, not the page. */
function pushGuard(): void {
  window.history.pushState(window.history.state, '', window.location.href);
}

/**
 * While `active`, the back button (the Android shell's back goes through the webview's history)
 * asks before leaving instead of leaving: `asking` turns true; `stay` puts the guard back and
 * `leave` lets the borrower go through `onLeave`.
 */
export function useLeaveWarning(active: boolean, onLeave: () => void) {
  const [asking, setAsking] = useState(false);
  // Once the borrower chose to go, the pops that follow are theirs.
  const leaving = useRef(false);

  useEffect(() => {
    if (!active) return;
    leaving.current = false;
    pushGuard();
    const onPop = () => {
      if (!leaving.current) setAsking(true);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [active]);

  return {
    asking: active && asking,
    stay: () => {
      setAsking(false);
      pushGuard();
    },
    leave: () => {
      leaving.current = true;
      setAsking(false);
      onLeave();
    },
  };
}
