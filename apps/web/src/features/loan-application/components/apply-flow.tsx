import { messages } from '@kredo/contract/messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { env } from '../../../config/env';
import { readAggregatorDetails } from '../../../lib/aggregator-details';
import { ApiRequestError } from '../../../lib/api-error';
import {
  androidApiVersion,
  exitWebview,
  hasNativeHost,
  requestRating,
  requestSmsPermission,
} from '../../../lib/android-bridge';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { readUserId } from '../../../lib/session';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useCreateApplication } from '../api/create-application';
import { afterApplying } from '../lib/after-applying';
import '../texts';

/** The shell asks for SMS permission before applying above this API version (spec 000 §4.4). */
const SMS_PERMISSION_ABOVE = 194;
export const APPLY_DELAY_MS = 500;
export const RATING_DELAY_MS = 2000;
const SLIDE_INTERVAL_MS = 3000;

const smsSlides = ['income', 'privacy', 'faster'] as const;

type Phase = 'idle' | 'sms-permission' | 'applying' | 'done';

type ApplyFlowProps = { productCode: string; disabled: boolean };

/**
 * 'APPLY FOR LOAN' (spec 000 §4.4): on Android above API 194 a popup asks for SMS permission
 * first ('I Agree' or 'Skip'); the application is made after 500 ms; success says so, and on
 * Android a rating prompt follows after 2 s. Close exits the webview on Android, else goes on
 * as `afterApplying` says.
 */
export function ApplyFlow({ productCode, disabled }: ApplyFlowProps) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const brand = useBrand();
  const navigate = useNavigate();
  const create = useCreateApplication();
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<string>();
  const [slide, setSlide] = useState(0);
  const android = hasNativeHost();

  useEffect(() => {
    if (phase !== 'sms-permission') return;
    const timer = setInterval(
      () => setSlide((current) => (current + 1) % smsSlides.length),
      SLIDE_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [phase]);

  useEffect(() => {
    if (phase !== 'done' || !android) return;
    const timer = setTimeout(() => requestRating(), RATING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase, android]);

  function apply() {
    setPhase('applying');
    setFailure(undefined);
    setTimeout(() => {
      create.mutate(
        { productCode, userId: readUserId() ?? '' },
        {
          onSuccess: () => setPhase('done'),
          onError: (error) => {
            setPhase('idle');
            // The server's own words, else the spec's fallback (a lost answer, a 5xx that says nothing).
            const said = error instanceof ApiRequestError && error.message !== messages.genericRequestFailure;
            setFailure(said ? error.message : t('messages.applyRefused'));
          },
        },
      );
    }, APPLY_DELAY_MS);
  }

  function start() {
    if (android && androidApiVersion() > SMS_PERMISSION_ABOVE) setPhase('sms-permission');
    else apply();
  }

  function close() {
    const next = afterApplying({
      android,
      utmSource: readAggregatorDetails().utmSource,
      websiteUrl: env.websiteUrl,
    });
    if (next.kind === 'exit-webview') {
      if (exitWebview()) return;
      void navigate(brand.path('/'));
    } else if (next.kind === 'external') window.location.assign(next.url);
    else void navigate(brand.path(next.path));
  }

  return (
    <>
      {failure && (
        <Typography color="error" role="alert">
          {catalogueText(failure)}
        </Typography>
      )}
      <Button variant="contained" size="large" disabled={disabled || phase === 'applying'} onClick={start}>
        {t('loanApplication.apply.button')}
      </Button>
      <Dialog open={phase === 'sms-permission'} aria-labelledby="sms-permission-title">
        <DialogTitle id="sms-permission-title">{t('loanApplication.apply.smsTitle')}</DialogTitle>
        <DialogContent>
          <Typography aria-live="polite">
            {t(`loanApplication.apply.smsSlides.${smsSlides[slide] ?? 'income'}`)}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={apply}>{t('loanApplication.apply.skip')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              requestSmsPermission();
              apply();
            }}
          >
            {t('loanApplication.apply.agree')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={phase === 'done'} aria-labelledby="applied-title">
        <DialogTitle id="applied-title">{t('messages.applicationComplete')}</DialogTitle>
        <DialogActions>
          <Button variant="contained" onClick={close}>
            {t('loanApplication.apply.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
