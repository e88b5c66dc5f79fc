import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (typing stopped); until then the value it
 * settled on before. The first value counts as settled.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
