import { useEffect, useState } from 'react';
import { hasNativeHost, requestAndroidToken } from '../../../lib/android-bridge';
import { useBrand } from '../../../lib/brand-context';
import { isTokenExpired, readTokenSubject } from '../../../lib/jwt';
import { saveSession } from '../../../lib/session';

/**
 * Inside the Android shell the borrower has usually signed in natively: the landing first asks
 * the shell for its session token (answered within 50 s, spec 002 §9) and, given a usable one,
 * starts the session with it. Returns true while waiting.
 */
export function useAndroidSessionHandoff(): boolean {
  const { isNative } = useBrand();
  const [waiting, setWaiting] = useState(() => isNative && hasNativeHost());

  useEffect(() => {
    if (!waiting) return;
    let left = false;
    void requestAndroidToken().then((token) => {
      if (left) return;
      const userId = token && !isTokenExpired(token, Date.now()) ? readTokenSubject(token) : undefined;
      if (token && userId) saveSession({ token, userId });
      else setWaiting(false);
    });
    return () => {
      left = true;
    };
  }, [waiting]);

  return waiting;
}
