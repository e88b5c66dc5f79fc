import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useCountdown } from '../../../lib/use-countdown';
import { secondsUntil } from '../lib/route-state';
import '../texts';

/** '04:59': minutes and seconds, each two digits. */
export const clockOf = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * How long the price on screen is offered, counting down to `expiresAt` (device clock, ms);
 * `onEnd` runs once at zero, or as it is shown when that time has passed. Give it a new `key`
 * with each new quote.
 */
export function QuoteTimer({ expiresAt, onEnd }: { expiresAt: number; onEnd: () => void }) {
  const { t } = useTranslation();
  const [endedAlready] = useState(() => secondsUntil(expiresAt) === 0);
  const remaining = useCountdown(secondsUntil(expiresAt), onEnd);
  const end = useEffectEvent(onEnd);
  // A screen come back to after its quote ended (back, a restored tab) ends at once.
  useEffect(() => {
    if (endedAlready) end();
  }, [endedAlready]);
  return (
    <Typography role="timer" variant="body2" aria-live="off">
      {t('gold.price.validFor', { time: clockOf(remaining) })}
    </Typography>
  );
}
