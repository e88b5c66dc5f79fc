import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Page } from '../../../components/page';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useCountdown } from '../../../lib/use-countdown';
import '../texts';
import { WithdrawOffer } from './withdraw-offer';

/** How long the borrower waits for the agreement before being told it failed (spec 001 §9). */
export const agreementWaitSeconds = 60;

/**
 * The agreement-generation wait (spec 001 §2.4): a 60-second countdown while the area asks for
 * the agreement (every 10 s, the opportunity every 5 s until it names the e-sign request). When
 * the agreement arrives the area moves to the signature; after 60 s without it, 'Your loan
 * agreement generation has failed, for further support' and the partner's support address.
 */
export function TimerDelayPage() {
  const { t } = useTranslation();
  const { partner } = useBrand();
  const [failed, setFailed] = useState(false);
  const remaining = useCountdown(agreementWaitSeconds, () => setFailed(true));
  return (
    <Page title={t('consent.timerDelay.title')}>
      {failed ? (
        <Alert severity="error">
          {t('messages.agreementGenerationFailed')}{' '}
          <a href={`mailto:${partner.supportEmail}`}>{partner.supportEmail}</a>
        </Alert>
      ) : (
        <>
          <Typography>{t('consent.timerDelay.body')}</Typography>
          <LinearProgress
            variant="determinate"
            value={((agreementWaitSeconds - remaining) / agreementWaitSeconds) * 100}
            aria-label={t('consent.timerDelay.title')}
          />
          <Typography role="timer">{t('consent.timerDelay.remaining', { count: remaining })}</Typography>
        </>
      )}
      <WithdrawOffer />
    </Page>
  );
}
