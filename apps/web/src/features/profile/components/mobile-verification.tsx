import { mobileSchema, otpCodeSchema } from '@kredo/contract/auth';
import { messages } from '@kredo/contract/messages';
import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import * as z from 'zod/mini';
import { Form } from '../../../components/form/form';
import { FormOtpField } from '../../../components/form/form-otp-field';
import { FormMobileField } from '../../../components/form/form-mobile-field';
import { Page } from '../../../components/page';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { reportingRefusal, useReportRefusal } from '../../../components/snackbar/use-report-refusal';
import { Button } from '../../../components/ui/button';
import layout from '../../../components/ui/layout.module.css';
import { logEvent } from '../../../lib/log-event';
import { toMobileDigits } from '../../../lib/identity-fields';
import { useGenerateMobileOtp, useVerifyMobileOtp } from '../api/mobile-verification';
import styles from './mobile-verification.module.css';
import '../texts';

const mobileFormSchema = z.object({ mobile: mobileSchema });
const otpFormSchema = z.object({ otp: otpCodeSchema });

type Challenge = { mobile: string; requestId: string; resendAfterSeconds: number };

type MobileVerificationProps = { userId: string; mobile: string | null };

/**
 * Mobile verification (spec 000 §2.2 item 3, §4.5): the mobile, the fixed WhatsApp notice, 'Send
 * OTP', then the six digits, checked as soon as they are all in. Success marks the mobile verified
 * with WhatsApp notifications on and records a 'MobileNumberVerification' event.
 */
export function MobileVerification({ userId, mobile }: MobileVerificationProps) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  // The server's message where it gives one, in the borrower's language (spec 000 §8).
  const reportFailure = useReportRefusal(messages.mobileOtpFailure);
  const generate = useGenerateMobileOtp();
  const verify = useVerifyMobileOtp();
  const [challenge, setChallenge] = useState<Challenge>();

  async function sendCode(to: string) {
    const sent = await generate.mutateAsync(to);
    setChallenge({ mobile: to, requestId: sent.requestId, resendAfterSeconds: sent.resendAfterSeconds });
  }

  async function confirm(otp: string) {
    if (!challenge) return;
    try {
      await verify.mutateAsync({ mobile: challenge.mobile, otp });
    } catch (error) {
      // That another account holds the number is told only once the code proved it: the
      // borrower goes back to the number to enter another.
      if (error instanceof ApiRequestError && error.status === 409) setChallenge(undefined);
      throw error;
    }
    logEvent({
      event_name: 'MobileNumberVerification',
      event_data: { status: 'SUCCESS' },
      user_id: userId,
      type: 'web_engagement',
    });
    showSnackbar({ severity: 'success', text: t('profile.mobileVerification.verified') });
  }

  return (
    <Page title={t('profile.mobileVerification.title')}>
      <p>{t('profile.mobileVerification.intro')}</p>
      <Form
        schema={mobileFormSchema}
        defaultValues={{ mobile: toMobileDigits(mobile ?? '') }}
        onSubmit={({ mobile: to }) => sendCode(to)}
        onFailure={reportFailure}
        aria-label={t('profile.mobileVerification.title')}
      >
        <div className={layout.stack}>
          <FormMobileField<z.input<typeof mobileFormSchema>>
            name="mobile"
            label={t('profile.mobileVerification.mobile')}
            disabled={challenge !== undefined}
          />
          <label className={styles.whatsapp}>
            {/* Fixed: verification always turns WhatsApp notifications on (spec 000 §4.5). */}
            <input type="checkbox" checked readOnly disabled />
            <span>{t('profile.mobileVerification.whatsapp')}</span>
          </label>
          {!challenge && (
            <Button type="submit" size="large" fullWidth disabled={generate.isPending}>
              {t('profile.mobileVerification.sendOtp')}
            </Button>
          )}
        </div>
      </Form>
      {challenge && (
        <Form
          schema={otpFormSchema}
          defaultValues={{ otp: '' }}
          onSubmit={({ otp }) => confirm(otp)}
          onFailure={reportFailure}
          aria-label={t('profile.mobileVerification.verify')}
        >
          <FormOtpField<z.input<typeof otpFormSchema>>
            key={challenge.requestId}
            name="otp"
            resendAfterSeconds={challenge.resendAfterSeconds}
            sendLabel={t('profile.mobileVerification.sendOtp')}
            onResend={() => void sendCode(challenge.mobile).catch(reportingRefusal(reportFailure))}
            resending={generate.isPending}
            submitLabel={t('profile.mobileVerification.verify')}
            submitting={verify.isPending || verify.isSuccess}
            helperText={t('profile.mobileVerification.otpSentTo', { mobile: challenge.mobile })}
            submitWhenComplete
            autoFocus
          />
        </Form>
      )}
    </Page>
  );
}
