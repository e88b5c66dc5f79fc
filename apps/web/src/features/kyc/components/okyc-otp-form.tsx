import { otpCodeSchema } from '@kredo/contract/auth';
import * as z from 'zod/mini';
import { Form } from '../../../components/form/form';
import { FormOtpField } from '../../../components/form/form-otp-field';
import type { ApiRequestError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

const otpFormSchema = z.object({ otp: otpCodeSchema });

/** A new OTP needs a new captcha session, so Resend goes back to it after this wait. */
const resendAfterSeconds = 30;

type OkycOtpFormProps = {
  message: string;
  validating: boolean;
  onSubmit: (otp: string) => Promise<void>;
  onFailure: (error: ApiRequestError) => void;
  onResend: () => void;
};

/** The six digits UIDAI sent to the Aadhaar-linked mobile, then 'Validate OTP'. */
export function OkycOtpForm({ message, validating, onSubmit, onFailure, onResend }: OkycOtpFormProps) {
  const { t } = useTranslation();
  return (
    <Form
      schema={otpFormSchema}
      defaultValues={{ otp: '' }}
      onSubmit={({ otp }) => onSubmit(otp)}
      onFailure={onFailure}
      aria-label={t('kyc.okyc.otpForm')}
    >
      <p role="status">{message}</p>
      <FormOtpField<z.input<typeof otpFormSchema>>
        name="otp"
        resendAfterSeconds={resendAfterSeconds}
        sendLabel={t('kyc.okyc.generateOtp')}
        onResend={onResend}
        submitLabel={t('kyc.okyc.validateOtp')}
        submitting={validating}
        autoFocus
      />
    </Form>
  );
}
