import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { DocumentCard } from './document-card';
import { SelfieCaptureDialog } from './selfie-capture-dialog';
import '../texts';

type SelfieCardProps = {
  userId: string;
  label: string;
  required: boolean;
  uploaded: boolean;
  missing?: boolean;
  /** What a failed upload says when the server did not refuse the picture itself. */
  failureText?: string;
  onUploaded: () => void;
};

/** The selfie, taken with the camera in its modal; never chosen from the device's files. */
export function SelfieCard({
  userId,
  label,
  required,
  uploaded,
  missing,
  failureText,
  onUploaded,
}: SelfieCardProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<string>();
  const given = uploaded || preview !== undefined;
  return (
    <DocumentCard label={label} required={required} uploaded={given} missing={missing}>
      {preview && (
        <Box
          component="img"
          src={preview}
          alt={t('documents.upload.preview', { label })}
          sx={{ maxWidth: '100%', maxHeight: 160, alignSelf: 'flex-start' }}
        />
      )}
      <Button
        variant={given ? 'outlined' : 'contained'}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {given ? t('documents.selfie.retake') : t('documents.selfie.take')}
      </Button>
      <SelfieCaptureDialog
        open={open}
        userId={userId}
        failureText={failureText}
        onClose={() => setOpen(false)}
        onUploaded={(picture) => {
          setPreview(picture);
          onUploaded();
        }}
      />
    </DocumentCard>
  );
}
