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
import { readUserId } from '../../../lib/session';
import { useCreateApplication } from '../api/create-application';
import { afterApplying } from '../lib/after-applying';

/** The shell asks for SMS permission before applying above this API version (spec 000 §4.4). */
const SMS_PERMISSION_ABOVE = 194;
export const APPLY_DELAY_MS = 500;
export const RATING_DELAY_MS = 2000;
const SLIDE_INTERVAL_MS = 3000;

const smsSlides = [
  'We read only your bank and credit SMS to understand your income.',
  'Personal messages are never read or stored.',
  'A faster decision on your loan, with fewer documents.',
];

type Phase = 'idle' | 'sms-permission' | 'applying' | 'done';

type ApplyFlowProps = { productCode: string; disabled: boolean };

/**
 * 'APPLY FOR LOAN' (spec 000 §4.4): on Android above API 194 a popup asks for SMS permission
 * first ('I Agree' or 'Skip'); the application is made after 500 ms; success says so, and on
 * Android a rating prompt follows after 2 s. Close exits the webview on Android, else goes on
 * as `afterApplying` says.
 */
export function ApplyFlow({ productCode, disabled }: ApplyFlowProps) {
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
            setFailure(error instanceof ApiRequestError ? error.body.message : messages.applyRefused);
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
          {failure}
        </Typography>
      )}
      <Button variant="contained" size="large" disabled={disabled || phase === 'applying'} onClick={start}>
        APPLY FOR LOAN
      </Button>
      <Dialog open={phase === 'sms-permission'} aria-labelledby="sms-permission-title">
        <DialogTitle id="sms-permission-title">SMS Permission</DialogTitle>
        <DialogContent>
          <Typography aria-live="polite">{smsSlides[slide]}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={apply}>Skip</Button>
          <Button
            variant="contained"
            onClick={() => {
              requestSmsPermission();
              apply();
            }}
          >
            I Agree
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={phase === 'done'} aria-labelledby="applied-title">
        <DialogTitle id="applied-title">{messages.applicationComplete}</DialogTitle>
        <DialogActions>
          <Button variant="contained" onClick={close}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
