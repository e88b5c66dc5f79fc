import { verifyEsignCodeBodySchema } from '@kredo/contract/consent';
import { messages } from '@kredo/contract/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { Form } from '../../../components/form/form';
import { FormOtpField } from '../../../components/form/form-otp-field';
import { Page } from '../../../components/page';
import { ApiRequestError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import { logEvent } from '../../../lib/log-event';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useSendEsignCode } from '../api/send-esign-code';
import { useVerifyEsignCode } from '../api/verify-esign-code';
import { useConsentOutlet } from '../lib/consent-outlet';
import { downloadBase64Pdf } from '../lib/download';
import '../texts';
import { WithdrawOffer } from './withdraw-offer';

/** A new code may be asked for this long after the last (spec 001 §5), unless the server says. */
export const esignResendSeconds = 60;
/** After a signature, the opportunity is read again this much later (spec 001 §4.5 'a delay'). */
export const esignDoneDelayMs = 1_000;

const codeFormSchema = z.object({ otp: verifyEsignCodeBodySchema.shape.otp });
type CodeForm = z.input<typeof codeFormSchema>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The code form's id: 'Try again' after an outage at the verify submits it again, code and all. */
const codeFormId = 'esign-code-form';

/** The eSign service (or the server in front of it) is down: nothing was sent or signed. */
function isSigningOutage(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    (error.code === 'PROVIDER_UNAVAILABLE' ||
      error.code === 'SERVICE_UNAVAILABLE' ||
      [502, 503, 504].includes(error.status))
  );
}

/**
 * 'Sign your Loan Agreement' (spec 001 §2.5, §4.5): the agreement to download, the code sent on
 * arrival, a new one after 60 s, and 'Verify'. A wrong code says 'E-Sign failed. Please enter
 * correct OTP.' and clears the field; a lock or too many codes say the server's message. When
 * the signing service is down the screen says so with 'Try again', which sends the code again or,
 * when the verify failed, verifies the code still typed. Once signed, the area moves on to the
 * repayment step.
 */
export function ShubhFormPage() {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const { opportunity, userId, unsignedDoc, refresh } = useConsentOutlet();
  const requestId = opportunity.esignRequestId ?? '';
  const send = useSendEsignCode();
  const verify = useVerifyEsignCode();
  const [sends, setSends] = useState(0);
  const [resendAfter, setResendAfter] = useState(esignResendSeconds);
  const [notice, setNotice] = useState<string>();
  /** Which call the signing service did not answer, to try again. */
  const [outage, setOutage] = useState<'send' | 'verify'>();

  const event = (status: 'SUCCESS' | 'FAILURE') =>
    logEvent({
      event_name: status === 'SUCCESS' ? 'EsignSuccess' : 'EsignFailure',
      event_data: { opportunityId: opportunity.id },
      user_id: userId,
      type: 'web_engagement',
    });

  const { mutate: sendCode } = send;
  function sendNewCode() {
    setNotice(undefined);
    setOutage(undefined);
    sendCode(requestId, {
      onSuccess: (answer) => {
        setResendAfter(answer.resendAfterSeconds > 0 ? answer.resendAfterSeconds : esignResendSeconds);
        setSends((count) => count + 1);
      },
      onError: (error) => (isSigningOutage(error) ? setOutage('send') : setNotice(error.message)),
    });
  }

  // The code is sent once when the screen opens (a second effect run in development must not).
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || requestId === '') return;
    sent.current = true;
    sendNewCode();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, [requestId]);

  async function submit({ otp }: { otp: string }, form: { setValue: (name: 'otp', value: string) => void }) {
    setNotice(undefined);
    setOutage(undefined);
    let signed = false;
    try {
      signed = (await verify.mutateAsync({ requestId, otp })).status;
    } catch (error) {
      // Not the borrower's failure: the code is kept for 'Try again'.
      if (isSigningOutage(error)) {
        setOutage('verify');
        return;
      }
      if (!(error instanceof ApiRequestError) || error.status !== 422) {
        event('FAILURE');
        form.setValue('otp', '');
        throw error;
      }
    }
    if (!signed) {
      event('FAILURE');
      form.setValue('otp', '');
      setNotice(messages.esignFailed);
      return;
    }
    event('SUCCESS');
    await wait(esignDoneDelayMs);
    await refresh();
  }

  return (
    <Page title={t('consent.shubhForm.title')}>
      <Typography>{t('consent.shubhForm.intro')}</Typography>
      {unsignedDoc && (
        <Button
          variant="outlined"
          onClick={() => downloadBase64Pdf(unsignedDoc, t('consent.shubhForm.fileName'))}
        >
          {t('consent.shubhForm.download')}
        </Button>
      )}
      {notice && <Alert severity="error">{catalogueText(notice)}</Alert>}
      {outage && (
        <Alert severity="error">
          <Typography variant="body2">{t('messages.esignUnavailable')}</Typography>
          <Button
            variant="outlined"
            color="inherit"
            sx={{ mt: 1 }}
            {...(outage === 'send'
              ? { onClick: sendNewCode, loading: send.isPending }
              : { type: 'submit', form: codeFormId, loading: verify.isPending })}
          >
            {t('shell.tryAgain')}
          </Button>
        </Alert>
      )}
      <Form
        id={codeFormId}
        schema={codeFormSchema}
        defaultValues={{ otp: '' }}
        onSubmit={submit}
        aria-label={t('consent.shubhForm.codeForm')}
      >
        <FormOtpField<CodeForm>
          key={sends}
          name="otp"
          resendAfterSeconds={resendAfter}
          sendLabel={t('consent.shubhForm.sendCode')}
          onResend={sendNewCode}
          resending={send.isPending}
          submitLabel={t('consent.shubhForm.verify')}
          submitting={verify.isPending}
        />
      </Form>
      <WithdrawOffer />
    </Page>
  );
}
