import { otpCodeSchema } from '@kredo/contract/auth';
import { useTranslation } from '../../../lib/i18n';
import * as z from 'zod/mini';
import { Form } from '../../../components/form/form';
import { FormOtpField } from '../../../components/form/form-otp-field';
import type { useOtpSignIn } from '../hooks/use-otp-sign-in';

const otpFormSchema = z.object({ otp: otpCodeSchema });
type OtpFormInput = z.input<typeof otpFormSchema>;

type OtpStepProps = {
  signIn: ReturnType<typeof useOtpSignIn>;
  challenge: NonNullable<ReturnType<typeof useOtpSignIn>['challenge']>;
  sendLabel: string;
  submitLabel: string;
};

/** Step two of an OTP sign-in: the six-digit code, with resend after the countdown. */
export function OtpStep({ signIn, challenge, sendLabel, submitLabel }: OtpStepProps) {
  const { t } = useTranslation();
  return (
    <Form
      schema={otpFormSchema}
      defaultValues={{ otp: '' }}
      onSubmit={({ otp }) => signIn.submitCode(otp)}
      onFailure={signIn.reportFailure}
      aria-label={submitLabel}
    >
      <FormOtpField<OtpFormInput>
        // A new code restarts the countdown.
        key={challenge.requestId}
        name="otp"
        resendAfterSeconds={challenge.resendAfterSeconds}
        sendLabel={sendLabel}
        onResend={() => void signIn.resendCode()}
        resending={signIn.requesting}
        submitLabel={submitLabel}
        submitting={signIn.verifying}
        helperText={t('auth.signIn.otpSentTo', { mobile: challenge.identity.mobile })}
        autoFocus
      />
    </Form>
  );
}
