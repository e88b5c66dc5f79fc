import { messages } from '@kredo/contract/messages';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, useFormState, useWatch } from 'react-hook-form';
import { Form } from '../../../../components/form/form';
import { useReportRefusal } from '../../../../components/snackbar/use-report-refusal';
import { useTranslation } from '../../../../lib/i18n';
import { useCatalogueText } from '../../../../lib/use-catalogue-text';
import { useSavePaForm } from '../api/save-pa-form';
import { documentConsentFormSchema, type DocumentConsentInput } from '../lib/document-consent-schema';
import { usePhotoUpload, type PhotoUploadState } from '../lib/use-photo-upload';
import { PhotoUpload } from './photo-upload';
import { StepFrame } from './step-frame';
import '../texts';

/**
 * The document consent, the form's last item for loans above Rs 4,000: whether the borrower gives
 * the lender a cancelled cheque of the repayment account. It is optional; giving one means a
 * photo of it, stored as CHEQUE, before Proceed. A refusal that names the choice is shown under
 * it, any other in a snackbar.
 */
export function DocumentConsentStep({ opportunityId }: { opportunityId: string }) {
  const { t } = useTranslation();
  const save = useSavePaForm();
  const report = useReportRefusal(messages.somethingWentWrongBang);
  const upload = usePhotoUpload('CHEQUE', 'PaFormChequeUploadFailed');
  return (
    <StepFrame title={t('paForm.documentConsent.title')} intro={t('paForm.documentConsent.intro')}>
      <Form
        aria-label={t('paForm.documentConsent.title')}
        schema={documentConsentFormSchema}
        defaultValues={{}}
        mode="onTouched"
        onFailure={(error) => {
          if (!error.body.fieldErrors?.['documentsConsent.isChequeAvailable']) report(error);
        }}
        onSubmit={async ({ documentsConsent }) => {
          await save.mutateAsync({ opportunityId, documentsConsent });
        }}
      >
        <Stack spacing={2}>
          <ChequeChoice />
          <ChequePhoto upload={upload} />
          <ProceedButton chequeStored={upload.stored} />
        </Stack>
      </Form>
    </StepFrame>
  );
}

const choices = [
  { value: 'true', key: 'give' },
  { value: 'false', key: 'none' },
] as const;

/** The two answers as a radio group named by its question; its message (a refusal) under it. */
function ChequeChoice() {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const questionId = useId();
  const messageId = useId();
  const {
    field: { value, onChange, onBlur, ref },
    fieldState: { error },
  } = useController<DocumentConsentInput, 'documentsConsent.isChequeAvailable'>({
    name: 'documentsConsent.isChequeAvailable',
  });
  return (
    <div>
      <Typography id={questionId} component="p">
        {t('paForm.documentConsent.question')}
      </Typography>
      <RadioGroup
        ref={ref}
        aria-labelledby={questionId}
        aria-describedby={error?.message ? messageId : undefined}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === 'true')}
        onBlur={onBlur}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.key}
            value={choice.value}
            control={<Radio />}
            label={t(`paForm.documentConsent.choices.${choice.key}`)}
          />
        ))}
      </RadioGroup>
      {error?.message && (
        <FormHelperText id={messageId} error>
          {catalogueText(error.message)}
        </FormHelperText>
      )}
    </div>
  );
}

/** The cheque's photo, asked for only once the borrower says a cheque is given. */
function ChequePhoto({ upload }: { upload: PhotoUploadState }) {
  const { t } = useTranslation();
  const giving = useWatch<DocumentConsentInput, 'documentsConsent.isChequeAvailable'>({
    name: 'documentsConsent.isChequeAvailable',
  });
  if (giving !== true) return null;
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{t('paForm.documentConsent.photoHint')}</Typography>
      <PhotoUpload
        upload={upload}
        texts={{
          take: t('paForm.documentConsent.take'),
          retake: t('paForm.documentConsent.retake'),
          input: t('paForm.documentConsent.input'),
          uploading: t('paForm.documentConsent.uploading'),
          uploaded: t('paForm.documentConsent.uploaded'),
          preview: t('paForm.documentConsent.preview'),
        }}
      />
    </Stack>
  );
}

/** Proceed: a choice made and, when a cheque is given, its photo stored. */
function ProceedButton({ chequeStored }: { chequeStored: boolean }) {
  const { t } = useTranslation();
  const { isSubmitting } = useFormState();
  const giving = useWatch<DocumentConsentInput, 'documentsConsent.isChequeAvailable'>({
    name: 'documentsConsent.isChequeAvailable',
  });
  const ready = giving === false || (giving === true && chequeStored);
  return (
    <Button type="submit" variant="contained" size="large" disabled={!ready || isSubmitting}>
      {t('paForm.documentConsent.proceed')}
    </Button>
  );
}
