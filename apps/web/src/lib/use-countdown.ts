import { useEffect, useEffectEvent, useState } from 'react';

/** The OTP widget's countdown ticks once a second (spec 000 §9). */
export const countdownTickMs = 1000;

/**
 * Seconds left of a countdown that starts at `seconds` when the component mounts; `onZero` runs
 * once when it reaches zero. Remount the component (a new `key`) to start a new countdown.
 * The time left is read from a deadline, so a tab the browser throttled still ends on time.
 */
export function useCountdown(seconds: number, onZero: () => void): number {
  const [deadline] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(() => Math.max(0, Math.ceil(seconds)));
  const reachZero = useEffectEvent(onZero);

  useEffect(() => {
    if (Date.now() >= deadline) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        reachZero();
      }
    }, countdownTickMs);
    return () => clearInterval(timer);
  }, [deadline]);

  return remaining;
}
