import { mobileSchema, panSchema } from '@kredo/contract/auth';
import { useTranslation } from '../../../lib/i18n';
import { useSignInPrefill } from '../sign-in-prefill';
import * as z from 'zod/mini';
import { Form } from '../../../components/form/form';
import { FormPanField } from '../../../components/form/form-pan-field';
import { FormMobileField } from '../../../components/form/form-mobile-field';
import { Button } from '../../../components/ui/button';
import layout from '../../../components/ui/layout.module.css';
import { useOtpSignIn } from '../hooks/use-otp-sign-in';
import { toMobileDigits, toPan } from '../../../lib/identity-fields';
import { OtpStep } from './otp-step';

const panFormSchema = z.object({ pan: panSchema, mobile: mobileSchema });
type PanFormInput = z.input<typeof panFormSchema>;

/** PAN sign-in (spec 000 §2.2 item 1); the link's `pan` and `mobile` query parameters prefill it. */
export function PanSignIn() {
  const { t } = useTranslation();
  const prefill = useSignInPrefill();
  const signIn = useOtpSignIn('pan');

  if (signIn.challenge) {
    return (
      <OtpStep
        signIn={signIn}
        challenge={signIn.challenge}
        sendLabel={t('auth.panSignIn.generateOtp')}
        submitLabel={t('auth.panSignIn.signIn')}
      />
    );
  }

  return (
    <Form
      schema={panFormSchema}
      defaultValues={{
        pan: toPan(prefill.pan),
        mobile: toMobileDigits(prefill.mobile),
      }}
      onSubmit={(identity) => signIn.requestCode(identity)}
      onFailure={signIn.reportFailure}
      aria-label={t('auth.signIn.title')}
    >
      <div className={layout.stack}>
        <FormPanField<PanFormInput> name="pan" label={t('auth.signIn.pan')} />
        <FormMobileField<PanFormInput> name="mobile" label={t('auth.signIn.mobile')} />
        <Button type="submit" size="large" disabled={signIn.requesting} fullWidth>
          {t('auth.panSignIn.generateOtp')}
        </Button>
      </div>
    </Form>
  );
}
