import type { DocumentContentType } from '@kredo/contract/documents';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, useFormState } from 'react-hook-form';
import { FileButton } from '../../../../components/form/file-button';
import { Form } from '../../../../components/form/form';
import { useTranslation } from '../../../../lib/i18n';
import { useCatalogueText } from '../../../../lib/use-catalogue-text';
import { useUploadSignedNach } from '../../api/upload-signed-nach';
import { base64Of, nachScanFormSchema, type NachScanFormInput } from '../../lib/nach-scan-form';
import { readDataUrl } from '../../pa-form/lib/photo-file';
import '../../texts';

/** The signed form's file; what is wrong with it shows as soon as it is chosen. */
function ScanFileField({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const {
    field: { value, onChange, ref },
    fieldState: { error },
  } = useController<NachScanFormInput, 'file'>({ name: 'file' });
  return (
    <Stack spacing={0.5}>
      <FileButton
        text={t('fields.file.choose')}
        inputLabel={t('consent.repay.scan.fileInput')}
        variant="outlined"
        accept="application/pdf,image/jpeg,image/png"
        buttonRef={ref}
        fileName={value instanceof File ? value.name : t('fields.file.noFileChosen')}
        fileNameLabel={t('consent.repay.scan.chosenFile')}
        onPick={(file) => {
          onChange(file);
          onChosen();
        }}
      />
      {error?.message && (
        <Typography color="error" variant="body2" role="alert">
          {catalogueText(error.message)}
        </Typography>
      )}
    </Stack>
  );
}

function UploadButton() {
  const { t } = useTranslation();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
      {t('consent.repay.scan.upload')}
    </Button>
  );
}

type NachScanUploadProps = {
  userId: string;
  opportunityId: string;
  /** Reads the opportunity again: the mandate is then being verified. */
  onUploaded: () => Promise<unknown>;
};

/**
 * The signed NACH form's scan (spec 001 §2.7, §5): a PDF or picture of at most 5 MB, sent as
 * base64; a failure says 'Something wrong, please try again'.
 */
export function NachScanUpload({ userId, opportunityId, onUploaded }: NachScanUploadProps) {
  const { t } = useTranslation();
  const upload = useUploadSignedNach();
  const [failed, setFailed] = useState(false);
  return (
    <Form
      schema={nachScanFormSchema}
      defaultValues={{}}
      onSubmit={async ({ file }) => {
        setFailed(false);
        await upload.mutateAsync({
          // The schema let only these types through.
          contentType: file.type as DocumentContentType,
          docContent: base64Of(await readDataUrl(file)),
          opportunityId,
          userId,
        });
        await onUploaded();
      }}
      onFailure={() => setFailed(true)}
      aria-label={t('consent.repay.scan.formLabel')}
    >
      <Stack spacing={2}>
        {failed && <Alert severity="error">{t('messages.nachUploadFailed')}</Alert>}
        <ScanFileField onChosen={() => setFailed(false)} />
        <UploadButton />
      </Stack>
    </Form>
  );
}
