import { statementTimings } from '@kredo/contract/bank-statements';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useTransactionComplete } from '../api/get-transaction-complete';
import { formatCountdown, secondsLeft, type RedirectOutcome } from '../lib/redirect-outcome';
import '../texts';

type StatementRedirectProps = {
  outcome: RedirectOutcome;
  /** Runs once: true when the statement arrived, false when the countdown ran out first. */
  onFinished: (complete: boolean) => void;
};

/**
 * Back from the bank's pages (spec 000 §2.5, §4.8): while the statement is analysed, asks every
 * 10 s whether it arrived, for up to 120 s; a bank that said no, or a transaction that failed,
 * is told in 5 s. Either way the page then moves on.
 */
export function StatementRedirect({ outcome, onFinished }: StatementRedirectProps) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const transaction = useTransactionComplete(outcome.txnId, !outcome.failed);
  const status = transaction.data?.status;
  const failed = outcome.failed || status === 'FAILED' || status === 'EXPIRED';
  const complete = !failed && transaction.data?.isComplete === true;
  const finished = useRef(false);
  function finish(arrived: boolean) {
    if (finished.current) return;
    finished.current = true;
    onFinished(arrived);
  }
  const finishArrived = useEffectEvent(() => finish(true));

  useEffect(() => {
    if (complete) finishArrived();
  }, [complete]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      {!failed && <CircularProgress aria-hidden="true" />}
      <Typography variant="h6" component="p" role="status">
        {failed ? t('messages.statementUnprocessable') : t('messages.statementProcessing')}
      </Typography>
      {outcome.error && (
        <Typography color="error" role="alert">
          {t('messages.bankRedirectFailure', { error: outcome.error })}
        </Typography>
      )}
      {failed && !outcome.error && transaction.data?.message && (
        <Typography color="error">{catalogueText(transaction.data.message)}</Typography>
      )}
      <Countdown
        // A transaction found failed starts the short countdown afresh.
        key={failed ? 'failed' : 'waiting'}
        seconds={failed ? statementTimings.failureCountdownSeconds : outcome.seconds}
        onZero={() => finish(complete)}
      />
    </Stack>
  );
}

/**
 * Ticks once a second from a deadline, so a throttled tab still ends on time. Not the OTP
 * widget's useCountdown: sharing that module would split it out of the first visit's chunk.
 */
function Countdown({ seconds, onZero }: { seconds: number; onZero: () => void }) {
  const { t } = useTranslation();
  const [deadline] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);
  const reachZero = useEffectEvent(onZero);

  useEffect(() => {
    const timer = setInterval(() => {
      const left = secondsLeft(deadline, Date.now());
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        reachZero();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return (
    <Typography
      aria-label={t('bankStatements.secondsLeft', { count: remaining })}
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {formatCountdown(remaining)}
    </Typography>
  );
}
