import { aadhaarNumberSchema, captchaSchema, type OkycSession } from '@kredo/contract/kyc';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import * as z from 'zod/mini';
import { Form } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-text-field';
import { Button } from '../../../components/ui/button';
import layout from '../../../components/ui/layout.module.css';
import type { ApiRequestError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

/** The generate-otp call's own fields, checked by the contract's schemas (spec 000 §5.1). */
export const aadhaarFormSchema = z.object({ aadhaar_no: aadhaarNumberSchema, captcha: captchaSchema });
type AadhaarForm = z.input<typeof aadhaarFormSchema>;

/** Digits in groups of four as they are typed ("2345 6789 0124"), at most twelve. */
export function groupAadhaar(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 12)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A new session has a new captcha: what was typed for the last one goes. */
function ClearCaptchaOnNewSession({ sessionId }: { sessionId: string | undefined }) {
  const { setValue } = useFormContext<AadhaarForm>();
  useEffect(() => {
    setValue('captcha', '');
  }, [sessionId, setValue]);
  return null;
}

type OkycAadhaarFormProps = {
  /** The captcha session; undefined while one is being made. */
  session: OkycSession | undefined;
  aadhaar: string;
  refreshing: boolean;
  sending: boolean;
  onRefresh: () => void;
  onSubmit: (values: z.output<typeof aadhaarFormSchema>) => Promise<void>;
  onFailure: (error: ApiRequestError) => void;
};

/** The Aadhaar number, the captcha with a refresh, and 'Generate OTP' (spec 000 §4.6). */
export function OkycAadhaarForm({
  session,
  aadhaar,
  refreshing,
  sending,
  onRefresh,
  onSubmit,
  onFailure,
}: OkycAadhaarFormProps) {
  const { t } = useTranslation();
  return (
    <Form
      schema={aadhaarFormSchema}
      defaultValues={{ aadhaar_no: groupAadhaar(aadhaar), captcha: '' }}
      onSubmit={onSubmit}
      onFailure={onFailure}
      aria-label={t('kyc.okyc.aadhaarForm')}
    >
      <ClearCaptchaOnNewSession sessionId={session?.session_id} />
      <div className={layout.stack}>
        <FormTextField<AadhaarForm>
          name="aadhaar_no"
          label={t('kyc.okyc.aadhaarNumber')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          transform={groupAadhaar}
        />
        <div className={layout.row}>
          {session ? (
            <img src={session.captcha} alt={t('kyc.okyc.captcha')} width={150} height={50} />
          ) : (
            <p role="status" className={layout.secondaryText}>
              {t('kyc.okyc.loadingCaptcha')}
            </p>
          )}
          <Button
            variant="text"
            onClick={onRefresh}
            disabled={!session || refreshing}
            aria-label={t('kyc.okyc.refreshCaptcha')}
          >
            {t('kyc.okyc.refresh')}
          </Button>
        </div>
        <FormTextField<AadhaarForm>
          name="captcha"
          label={t('kyc.okyc.enterCaptcha')}
          autoComplete="off"
          maxLength={8}
        />
        <Button type="submit" size="large" fullWidth disabled={!session || sending}>
          {t('kyc.okyc.generateOtp')}
        </Button>
      </div>
    </Form>
  );
}
