import type { KycInvoker, KycResult, OkycSession } from '@kredo/contract/kyc';
import { messages } from '@kredo/contract/messages';
import Alert from '@mui/material/Alert';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Page } from '../../../components/page';
import { Button } from '../../../components/ui/button';
import type { ApiRequestError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useGenerateOkycOtp } from '../api/generate-okyc-otp';
import { useInitiateOkyc } from '../api/initiate-okyc';
import { useRefreshCaptcha } from '../api/refresh-captcha';
import { useValidateOkycOtp } from '../api/validate-okyc-otp';
import { okycFailureOf } from '../lib/okyc-failure';
import { OkycAadhaarForm } from './okyc-aadhaar-form';
import { OkycOtpForm } from './okyc-otp-form';
import '../texts';

type OkycPageProps = {
  userId: string;
  invoker: KycInvoker;
  /** After UIDAI's e-KYC is kept: the KYC is complete. */
  onVerified: (result: KycResult) => void;
};

type Step = { step: 'aadhaar' } | { step: 'otp'; sessionId: string; message: string };

/**
 * Aadhaar KYC Verification (spec 000 §2.4, §4.6): a captcha session (made again until the
 * captcha service answers), the Aadhaar number and captcha, 'Generate OTP', then the OTP from
 * the Aadhaar-linked mobile and 'Validate OTP'. A refused captcha or number starts a new
 * session; OTP errors show the server's message; other failures start again with
 * 'something went wrong, Please try again!'.
 */
export function OkycPage({ userId, invoker, onVerified }: OkycPageProps) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const initiate = useInitiateOkyc();
  const refresh = useRefreshCaptcha();
  const generate = useGenerateOkycOtp();
  const validate = useValidateOkycOtp();
  const [session, setSession] = useState<OkycSession>();
  const [step, setStep] = useState<Step>({ step: 'aadhaar' });
  const [notice, setNotice] = useState<string>();
  const [aadhaar, setAadhaar] = useState('');

  const { mutate: startSession } = initiate;
  const start = useCallback(
    (why?: string) => {
      setNotice(why);
      setSession(undefined);
      setStep({ step: 'aadhaar' });
      startSession(undefined, { onSuccess: setSession });
    },
    [startSession],
  );

  // One session when the screen opens (a second effect run in development must not make two).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  function restartAfter(error: ApiRequestError, at: 'aadhaar' | 'otp') {
    const failure = okycFailureOf(error, at);
    if (failure.kind === 'restart') start(failure.notice);
  }

  function newCaptcha() {
    if (!session) return;
    refresh.mutate(session.session_id, {
      onSuccess: setSession,
      onError: () => start(messages.kycTryAgain),
    });
  }

  return (
    <Page title={t('kyc.okyc.title')}>
      {notice && <Alert severity="warning">{catalogueText(notice)}</Alert>}
      {step.step === 'otp' ? (
        <OkycOtpForm
          key={step.sessionId}
          message={catalogueText(step.message)}
          validating={validate.isPending}
          onSubmit={async (otp) => {
            onVerified(await validate.mutateAsync({ session_id: step.sessionId, otp, userId, invoker }));
          }}
          onFailure={(error) => restartAfter(error, 'otp')}
          onResend={() => start()}
        />
      ) : initiate.isError ? (
        <>
          <Alert severity="error">{t('messages.kycTryAgain')}</Alert>
          <Button onClick={() => start()}>{t('kyc.tryAgain')}</Button>
        </>
      ) : (
        <OkycAadhaarForm
          session={session}
          aadhaar={aadhaar}
          refreshing={refresh.isPending}
          sending={generate.isPending}
          onRefresh={newCaptcha}
          onSubmit={async (values) => {
            if (!session) return;
            setAadhaar(values.aadhaar_no);
            const sent = await generate.mutateAsync({ ...values, session_id: session.session_id, userId });
            setNotice(undefined);
            setStep({ step: 'otp', sessionId: sent.session_id, message: sent.message });
          }}
          onFailure={(error) => restartAfter(error, 'aadhaar')}
        />
      )}
    </Page>
  );
}
