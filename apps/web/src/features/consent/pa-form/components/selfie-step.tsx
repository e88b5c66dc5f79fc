import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/i18n';
import { paFormQueryOptions } from '../api/get-pa-form';
import { usePhotoUpload } from '../lib/use-photo-upload';
import { PhotoUpload } from './photo-upload';
import { StepFrame } from './step-frame';
import '../texts';

/**
 * The selfie (spec 001 §2.3, §8): a photo from the phone's camera or files, sent as SELFIE;
 * Proceed waits until it is stored. A failed upload is logged with the network's speed and type
 * and the picture's size, never the picture.
 */
export function SelfieStep({ opportunityId }: { opportunityId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const upload = usePhotoUpload('SELFIE', 'PaFormSelfieUploadFailed');
  return (
    <StepFrame title={t('paForm.selfie.title')} intro={t('paForm.selfie.intro')}>
      <PhotoUpload
        upload={upload}
        texts={{
          take: t('paForm.selfie.take'),
          retake: t('paForm.selfie.retake'),
          input: t('paForm.selfie.input'),
          uploading: t('paForm.selfie.uploading'),
          uploaded: t('paForm.selfie.uploaded'),
          preview: t('paForm.selfie.preview'),
        }}
      />
      <Button
        variant="contained"
        size="large"
        disabled={!upload.stored}
        onClick={() =>
          void queryClient.invalidateQueries({ queryKey: paFormQueryOptions(opportunityId).queryKey })
        }
      >
        {t('paForm.selfie.proceed')}
      </Button>
    </StepFrame>
  );
}
