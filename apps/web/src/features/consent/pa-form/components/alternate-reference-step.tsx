import { alternateReferenceSchema, type PaForm } from '@kredo/contract/consent';
import { messages } from '@kredo/contract/messages';
import Button from '@mui/material/Button';
import { useFormState, useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import { BoundMobileField } from '../../../../components/form/bound-mobile-field';
import { BoundTextField } from '../../../../components/form/bound-text-field';
import { Form } from '../../../../components/form/form';
import { useSnackbar } from '../../../../components/snackbar/snackbar-context';
import { useReportRefusal } from '../../../../components/snackbar/use-report-refusal';
import { useTranslation } from '../../../../lib/i18n';
import { useSavePaForm } from '../api/save-pa-form';
import { withFormFieldErrors } from '../lib/field-errors';
import { StepFrame } from './step-frame';
import '../texts';

type ReferenceInput = z.input<typeof alternateReferenceSchema>;
const MOBILE_DIGITS = 10;

type AlternateReferenceStepProps = {
  opportunityId: string;
  saved: PaForm['alternateReference'];
};

/**
 * The alternate reference contact (spec 001 §2.3, §5): a name and a mobile to whom a link is sent.
 * 'Send Link' waits for a name and ten digits; a refusal says the server's message or 'Something
 * went wrong! Try Again.' (§8 'Reference save failure').
 */
export function AlternateReferenceStep({ opportunityId, saved }: AlternateReferenceStepProps) {
  const { t } = useTranslation();
  const save = useSavePaForm();
  const showSnackbar = useSnackbar();
  const reportRefusal = useReportRefusal(messages.referenceSaveFailed);
  return (
    <StepFrame title={t('paForm.alternate.title')} intro={t('paForm.alternate.intro')}>
      <Form
        aria-label={t('paForm.alternate.title')}
        schema={alternateReferenceSchema}
        defaultValues={{
          referenceName: saved?.referenceName ?? '',
          referenceMobile: saved?.referenceMobile ?? '',
        }}
        mode="onTouched"
        onFailure={reportRefusal}
        onSubmit={async (alternateReference) => {
          await save.mutateAsync({ opportunityId, alternateReference }).catch((error: unknown) => {
            throw withFormFieldErrors(error, 'alternateReference');
          });
          showSnackbar({
            severity: 'success',
            text: t('messages.referenceLinkSent', { name: alternateReference.referenceName }),
          });
        }}
      >
        <BoundTextField<ReferenceInput>
          name="referenceName"
          label={t('paForm.alternate.name')}
          required
          htmlInput={{ maxLength: 100, autoComplete: 'off' }}
        />
        <BoundMobileField<ReferenceInput>
          name="referenceMobile"
          label={t('paForm.alternate.mobile')}
          required
          sx={{ mt: 2 }}
        />
        <SendLink />
      </Form>
    </StepFrame>
  );
}

function SendLink() {
  const { t } = useTranslation();
  const { referenceName = '', referenceMobile = '' } = useWatch<ReferenceInput>();
  const { isSubmitting } = useFormState();
  const ready = referenceName.trim() !== '' && referenceMobile.length >= MOBILE_DIGITS;
  return (
    <Button type="submit" variant="contained" size="large" disabled={!ready || isSubmitting} sx={{ mt: 3 }}>
      {t('paForm.alternate.sendLink')}
    </Button>
  );
}
