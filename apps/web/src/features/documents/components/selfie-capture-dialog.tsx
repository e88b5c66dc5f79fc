import { messages } from '@kredo/contract/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useUploadDocument } from '../api/upload-document';
import { SELFIE_VIDEO, useCamera } from '../hooks/use-camera';
import { captureFrame } from '../lib/capture-frame';
import { uploadFailureMessage } from '../lib/upload-failure';
import '../texts';

type SelfieCaptureDialogProps = {
  open: boolean;
  userId: string;
  onClose: () => void;
  /** The selfie was stored; `preview` is the picture sent, as a data: URL. */
  onUploaded: (preview: string) => void;
  /** What a failure that is not the server's refusal says ('Something went wrong!'). */
  failureText?: string;
};

/** The camera selfie modal (spec 000 §2.4, §4.7): open, capture, retake or submit, then Proceed. */
export function SelfieCaptureDialog({ open, ...capture }: SelfieCaptureDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={capture.onClose}
      aria-labelledby="selfie-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="selfie-dialog-title">{t('documents.selfie.title')}</DialogTitle>
      {open && <SelfieCapture {...capture} />}
    </Dialog>
  );
}

type Shot = { blob: Blob; dataUrl: string };

/** Mounted only while the modal is open, so the camera is on only then. */
function SelfieCapture({ userId, onClose, onUploaded, failureText }: Omit<SelfieCaptureDialogProps, 'open'>) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const { videoRef, state } = useCamera();
  const upload = useUploadDocument();
  const [shot, setShot] = useState<Shot>();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function capture() {
    const video = videoRef.current;
    if (!video) return;
    setFailure(undefined);
    try {
      setShot(await captureFrame(video));
    } catch {
      setFailure(messages.somethingWentWrongBang);
    }
  }

  function retake() {
    setShot(undefined);
    setSent(false);
    setFailure(undefined);
  }

  async function submit(current: Shot) {
    setFailure(undefined);
    try {
      await upload.mutateAsync({ userId, docType: 'SELFIE', file: current.blob, fileName: 'selfie.jpg' });
      setSent(true);
      onUploaded(current.dataUrl);
    } catch (error) {
      setFailure(uploadFailureMessage(error, failureText));
    }
  }

  const denied = state === 'denied';
  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          {denied && <Alert severity="error">{t('messages.enableCameraPermission')}</Alert>}
          {!denied && (
            <Box
              component="video"
              ref={videoRef}
              width={SELFIE_VIDEO.width}
              height={SELFIE_VIDEO.height}
              autoPlay
              playsInline
              muted
              aria-label={t('documents.selfie.camera')}
              sx={{ display: shot ? 'none' : 'block', maxWidth: '100%', height: 'auto', bgcolor: 'grey.900' }}
            />
          )}
          {shot && (
            <Box
              component="img"
              src={shot.dataUrl}
              alt={t('documents.selfie.picture')}
              sx={{ maxWidth: '100%', height: 'auto' }}
            />
          )}
          {sent && <Alert severity="success">{t('documents.selfie.uploaded')}</Alert>}
          {failure && <Alert severity="error">{catalogueText(failure)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('documents.selfie.cancel')}</Button>
        {!shot && (
          <Button variant="outlined" disabled={state !== 'live'} onClick={() => void capture()}>
            {t('documents.selfie.capture')}
          </Button>
        )}
        {shot && (
          <>
            <Button variant="outlined" disabled={upload.isPending} onClick={retake}>
              {t('documents.selfie.retakeShot')}
            </Button>
            <Button variant="outlined" disabled={upload.isPending || sent} onClick={() => void submit(shot)}>
              {upload.isPending ? t('documents.selfie.submitting') : t('documents.selfie.submit')}
            </Button>
          </>
        )}
        <Button variant="contained" disabled={!sent} onClick={onClose}>
          {t('documents.selfie.proceed')}
        </Button>
      </DialogActions>
    </>
  );
}
