import { firstVisitMessages } from '@kredo/contract/first-visit-messages';
import { messages } from '@kredo/contract/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FileButton } from '../../../../components/form/file-button';
import { ApiRequestError } from '../../../../lib/api-error';
import { useTranslation } from '../../../../lib/i18n';
import { logEvent } from '../../../../lib/log-event';
import { readUserId } from '../../../../lib/session';
import { useCatalogueText } from '../../../../lib/use-catalogue-text';
import { paFormQueryOptions } from '../api/get-pa-form';
import { useUploadSelfie } from '../api/upload-selfie';
import { selfieFailureEvent } from '../lib/selfie-diagnostics';
import { prepareSelfie, readDataUrl } from '../lib/selfie-file';
import { StepFrame } from './step-frame';
import '../texts';

/** What a failed upload says (spec 001 §8): the server's refusal of the picture, else 'Something went wrong'. */
function failureText(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return firstVisitMessages.somethingWentWrong;
  const refused = error.status >= 400 && error.status < 500 && error.status !== 401;
  return refused && error.message !== firstVisitMessages.genericRequestFailure
    ? error.message
    : firstVisitMessages.somethingWentWrong;
}

/**
 * The selfie (spec 001 §2.3, §8): a photo from the phone's camera or files, sent as SELFIE;
 * Proceed waits until it is stored. A failed upload is logged with the network's speed and type
 * and the picture's size, never the picture.
 */
export function SelfieStep({ opportunityId }: { opportunityId: string }) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const queryClient = useQueryClient();
  const upload = useUploadSelfie();
  const [preview, setPreview] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const userId = readUserId() ?? '';

  async function send(file: File) {
    setFailure(undefined);
    setPreview(undefined);
    upload.reset();
    const ready = await prepareSelfie(file);
    if (!ready) {
      setFailure(messages.documentTooLarge);
      return;
    }
    const imageB64 = await readDataUrl(ready);
    try {
      await upload.mutateAsync({ userId, imageB64, contentType: ready.type || 'image/jpeg' });
      setPreview(imageB64);
    } catch (error) {
      setFailure(failureText(error));
      logEvent(selfieFailureEvent(userId, ready.size, error));
    }
  }

  const stored = upload.isSuccess && preview !== undefined;
  return (
    <StepFrame title={t('paForm.selfie.title')} intro={t('paForm.selfie.intro')}>
      {preview && (
        <Box
          component="img"
          src={preview}
          alt={t('paForm.selfie.preview')}
          sx={{ maxWidth: '100%', maxHeight: 240, alignSelf: 'flex-start' }}
        />
      )}
      <FileButton
        text={stored ? t('paForm.selfie.retake') : t('paForm.selfie.take')}
        inputLabel={t('paForm.selfie.input')}
        accept="image/jpeg,image/png"
        variant={stored ? 'outlined' : 'contained'}
        disabled={upload.isPending}
        onPick={(file) => void send(file)}
      />
      {upload.isPending && <Alert severity="info">{t('paForm.selfie.uploading')}</Alert>}
      {stored && <Alert severity="success">{t('paForm.selfie.uploaded')}</Alert>}
      {failure && <Alert severity="error">{catalogueText(failure)}</Alert>}
      <Button
        variant="contained"
        size="large"
        disabled={!stored}
        onClick={() =>
          void queryClient.invalidateQueries({ queryKey: paFormQueryOptions(opportunityId).queryKey })
        }
      >
        {t('paForm.selfie.proceed')}
      </Button>
    </StepFrame>
  );
}
