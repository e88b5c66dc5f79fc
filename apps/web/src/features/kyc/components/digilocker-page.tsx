import type { KycData, KycInvoker } from '@kredo/contract/kyc';
import { messages } from '@kredo/contract/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { ApiRequestError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useCompleteDigilocker } from '../api/complete-digilocker';
import { useInitiateDigilocker } from '../api/initiate-digilocker';
import type { DigilockerReturn } from '../lib/digilocker-return';
import { KycVerified } from './kyc-verified';
import '../texts';

type DigilockerPageProps = {
  userId: string;
  invoker: KycInvoker;
  /** What the address says: a fresh start or a return from DigiLocker. */
  back: DigilockerReturn;
  /** Goes to DigiLocker's consent page for a new session (the app adds its return address). */
  onRedirect: (consent: { sessionId: string; authorizeUrl: string }) => void;
  /** A return without its userId: the app logs it as an error (spec 000 §8). */
  onMissingUser: () => void;
  onVerified: (kyc: KycData) => void;
  onContinue: () => void;
};

type Outcome = { ok: true; kyc: KycData } | { ok: false; message: string };

const errorMessageOf = (error: unknown) =>
  error instanceof ApiRequestError && error.status !== 0 && error.status < 500 && error.status !== 409
    ? error.message
    : messages.kycTryAgain;

/**
 * Digilocker KYC Verification (spec 000 §2.4, §7, §8): sends the borrower to DigiLocker to
 * consent, and on their return completes the KYC with the code, or shows the refusal.
 */
export function DigilockerPage(props: DigilockerPageProps) {
  const { back, userId, invoker, onRedirect, onMissingUser, onVerified } = props;
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const initiate = useInitiateDigilocker();
  const complete = useCompleteDigilocker();
  const [outcome, setOutcome] = useState<Outcome>();

  // A return is completed once, even if the screen renders again before the answer.
  const handled = useRef(false);
  const { mutate: completeOnce } = complete;
  useEffect(() => {
    if (handled.current) return;
    if (back.kind === 'missing-user') {
      handled.current = true;
      onMissingUser();
      return;
    }
    if (back.kind !== 'back') return;
    handled.current = true;
    completeOnce(
      {
        userId: back.userId,
        session_id: back.sessionId,
        state: back.state,
        code: back.code,
        error: back.error,
      },
      {
        onSuccess: (answer) => {
          setOutcome(answer.kyc ? { ok: true, kyc: answer.kyc } : { ok: false, message: answer.message });
          if (answer.kyc) onVerified(answer.kyc);
        },
        onError: (error) => setOutcome({ ok: false, message: errorMessageOf(error) }),
      },
    );
  }, [back, completeOnce, onMissingUser, onVerified]);

  function goToDigilocker() {
    // The promise, not mutate's callbacks: those are dropped if the screen re-renders anew
    // while the call is out, and the borrower would be left on a button that did nothing.
    // A refusal is shown from the mutation's state.
    initiate.mutateAsync({ userId, invoker }).then(
      (started) => onRedirect({ sessionId: started.session_id, authorizeUrl: started.authorizeUrl }),
      () => undefined,
    );
  }

  const waiting = back.kind === 'back' && !outcome;
  const failed = back.kind === 'missing-user' || back.kind === 'broken' || outcome?.ok === false;
  return (
    <Page title={t('kyc.digilocker.title')}>
      {waiting && <RouteLoader />}
      {outcome?.ok && (
        <Stack spacing={2}>
          <Alert severity="success">{t('messages.digilockerUpdated')}</Alert>
          <KycVerified kyc={outcome.kyc} />
          <Button variant="contained" size="large" onClick={props.onContinue}>
            {t('kyc.continue')}
          </Button>
        </Stack>
      )}
      {failed && (
        <Alert severity="error">
          {catalogueText(outcome?.ok === false ? outcome.message : messages.kycTryAgain)}
        </Alert>
      )}
      {!waiting && !outcome?.ok && (
        <Stack spacing={2}>
          <Typography>{t('kyc.digilocker.intro')}</Typography>
          {initiate.isError && (
            <Alert severity="error">{catalogueText(errorMessageOf(initiate.error))}</Alert>
          )}
          <Button variant="contained" size="large" onClick={goToDigilocker} disabled={initiate.isPending}>
            {failed ? t('kyc.tryAgain') : t('kyc.digilocker.goToDigilocker')}
          </Button>
        </Stack>
      )}
    </Page>
  );
}
