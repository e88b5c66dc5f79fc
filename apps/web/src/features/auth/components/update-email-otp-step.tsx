import { forgotEmailUpdateBodySchema } from '@kredo/contract/auth';
import { useState } from 'react';
import * as z from 'zod/mini';
import { Form } from '../../../components/form/form';
import { FormOtpField } from '../../../components/form/form-otp-field';
import { useTranslation } from '../../../lib/i18n';
import type { EmailChallenge, useUpdateEmail } from '../hooks/use-update-email';

const otpFormSchema = z.pick(forgotEmailUpdateBodySchema, { otp: true });
type OtpFormInput = z.input<typeof otpFormSchema>;

type UpdateEmailOtpStepProps = { flow: ReturnType<typeof useUpdateEmail>; challenge: EmailChallenge };

const secondsUntil = (time: number) => Math.max(0, Math.ceil((time - Date.now()) / 1000));

/**
 * Update e-mail, step two: the six-digit code, with 'Resend' after the 80-second countdown. The
 * countdown runs from when the code was sent, so coming back here from the Google button does
 * not restart it. Keyed by the request id by its parent, so a new code starts a new countdown.
 */
export function UpdateEmailOtpStep({ flow, challenge }: UpdateEmailOtpStepProps) {
  const { t } = useTranslation();
  const [resendAfterSeconds] = useState(() => secondsUntil(challenge.resendAt));
  return (
    <Form
      schema={otpFormSchema}
      defaultValues={{ otp: '' }}
      onSubmit={({ otp }) => flow.enterCode(otp)}
      aria-label={t('auth.updateEmail.verifyOtp')}
    >
      <FormOtpField<OtpFormInput>
        name="otp"
        resendAfterSeconds={resendAfterSeconds}
        sendLabel={t('auth.updateEmail.generateOtp')}
        onResend={() => void flow.resendCode()}
        resending={flow.requesting}
        submitLabel={t('auth.updateEmail.verifyOtp')}
        helperText={t('auth.updateEmail.otpSentTo', { mobile: challenge.identity.mobile })}
        autoFocus
      />
    </Form>
  );
}
