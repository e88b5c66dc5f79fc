import type { InsuranceFieldDefinition } from '@kredo/contract/insurance';
import { insuranceUploadAccept } from '@kredo/contract/insurance-otp-upload';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { FileButton } from '../../../components/form/file-button';
import { ApiRequestError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useUploadInsuranceDocument } from '../api/upload-document';
import { fieldLabel } from '../lib/field-texts';
import { uploadProblem } from '../lib/upload-problem';
import '../texts';

/**
 * A file field (spec 002 §5): the document is uploaded as soon as it is chosen, and the field
 * holds the upload's id; its name shows beside the button. A file the browser can tell is wrong
 * (type, size) is refused before it is sent, one the server refuses with the server's words;
 * either way the field is left without a document ('Please upload document' on PROCEED TO PAY).
 */
export function FileField({ field }: { field: InsuranceFieldDefinition }) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const {
    field: { onChange, onBlur, ref },
    fieldState: { error },
  } = useController({ name: field.name });
  const upload = useUploadInsuranceDocument();
  const [chosen, setChosen] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const label = fieldLabel(t, field);
  const labelId = `${field.name}-label`;

  async function pick(file: File) {
    setRefusal(undefined);
    setChosen(undefined);
    onChange('');
    const problem = uploadProblem(file);
    if (problem) return setRefusal(problem);
    try {
      const answer = await upload.mutateAsync(file);
      setChosen(answer.fileName);
      onChange(answer.uploadId);
    } catch (failure) {
      setRefusal(failure instanceof ApiRequestError ? failure.message : String(failure));
    } finally {
      onBlur();
    }
  }

  const message = refusal ?? error?.message;
  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} required error={message !== undefined}>
        {label}
      </FormLabel>
      <FileButton
        text={
          upload.isPending
            ? t('insurance.file.uploading')
            : t(chosen ? 'insurance.file.change' : 'insurance.file.choose')
        }
        inputLabel={label}
        accept={insuranceUploadAccept}
        variant="outlined"
        disabled={upload.isPending}
        fileName={chosen}
        fileNameLabel={t('insurance.file.chosen')}
        buttonRef={ref}
        onPick={(file) => void pick(file)}
      />
      {message ? (
        <FormHelperText error role="alert">
          {catalogueText(message)}
        </FormHelperText>
      ) : (
        <FormHelperText>{t('insurance.file.allowed')}</FormHelperText>
      )}
    </Stack>
  );
}
