import { forgotEmailBodySchema } from '@kredo/contract/auth';
import type * as z from 'zod/mini';
import { Form } from '../../../components/form/form';
import { FormPanField } from '../../../components/form/form-pan-field';
import { FormMobileField } from '../../../components/form/form-mobile-field';
import { Button } from '../../../components/ui/button';
import layout from '../../../components/ui/layout.module.css';
import { useTranslation } from '../../../lib/i18n';
import type { useUpdateEmail } from '../hooks/use-update-email';

type ForgotEmailFormInput = z.input<typeof forgotEmailBodySchema>;

type UpdateEmailRequestFormProps = { flow: ReturnType<typeof useUpdateEmail> };

/** Update e-mail, step one: the mobile and PAN of the account, and 'Generate OTP'. */
export function UpdateEmailRequestForm({ flow }: UpdateEmailRequestFormProps) {
  const { t } = useTranslation();
  return (
    <Form
      schema={forgotEmailBodySchema}
      defaultValues={{ mobile: '', pan: '' }}
      onSubmit={(identity) => flow.requestCode(identity)}
      onFailure={flow.reportFailure}
      aria-label={t('auth.updateEmail.title')}
    >
      <div className={layout.stack}>
        <FormMobileField<ForgotEmailFormInput> name="mobile" label={t('auth.updateEmail.mobile')} />
        <FormPanField<ForgotEmailFormInput> name="pan" label={t('auth.updateEmail.pan')} />
        <Button type="submit" size="large" disabled={flow.requesting} fullWidth>
          {t('auth.updateEmail.generateOtp')}
        </Button>
      </div>
    </Form>
  );
}
