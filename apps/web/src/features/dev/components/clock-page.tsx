import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n';
import { ErrorMessage } from '../../../components/error-message';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { formatDateTime } from '../../../lib/format-date-time';
import { useAdvanceClock } from '../api/advance-clock';
import { useClock } from '../api/get-clock';
import { DevRouteError } from './dev-route-error';
import '../texts';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
const steps = [
  { key: 'advanceHour', ms: hourMs },
  { key: 'advanceDay', ms: dayMs },
  { key: 'advanceMonth', ms: 30 * dayMs },
] as const;

/** Moves the server's clock so due dates and expiries can be tested without waiting. */
export function ClockPage() {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const clock = useClock();
  const advance = useAdvanceClock({
    onSuccess: () => showSnackbar({ text: t('dev.clock.advanced'), severity: 'success' }),
  });
  const offset = clock.data?.offsetMs ?? 0;

  return (
    <Page title={t('dev.clock.title')}>
      {clock.isPending && <RouteLoader />}
      {clock.isError && <DevRouteError error={clock.error} sandboxOnlyText={t('dev.clock.sandboxOnly')} />}
      {clock.data && (
        <>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Typography variant="h2">{t('dev.clock.now')}</Typography>
            <Typography
              component="time"
              dateTime={clock.data.now}
              data-testid="clock-now"
              sx={{ display: 'block', mb: 1 }}
            >
              {formatDateTime(clock.data.now, { seconds: true })}
            </Typography>
            <Typography variant="h2">{t('dev.clock.offset')}</Typography>
            <Typography data-testid="clock-offset">
              {t('dev.clock.offsetValue', {
                days: Math.floor(offset / dayMs),
                hours: Math.floor((offset % dayMs) / hourMs),
                minutes: Math.floor((offset % hourMs) / 60_000),
              })}
            </Typography>
          </Paper>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
            {steps.map((step) => (
              <Button
                key={step.key}
                variant="contained"
                disabled={advance.isPending}
                onClick={() => advance.mutate({ advanceMs: step.ms })}
              >
                {t(`dev.clock.${step.key}`)}
              </Button>
            ))}
          </Box>
          {advance.isError && <ErrorMessage error={advance.error} />}
        </>
      )}
    </Page>
  );
}
