import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { FileButton } from '../../../../components/form/file-button';
import { useCatalogueText } from '../../../../lib/use-catalogue-text';
import type { PhotoUploadState } from '../lib/use-photo-upload';

/** The words of one photo, in the user's language. */
export type PhotoUploadTexts = {
  take: string;
  retake: string;
  /** The file input's accessible name. */
  input: string;
  uploading: string;
  uploaded: string;
  /** The stored picture's alt text. */
  preview: string;
};

/** A photo's picker: the stored picture, the button to take (or retake) it, and how its upload went. */
export function PhotoUpload({ upload, texts }: { upload: PhotoUploadState; texts: PhotoUploadTexts }) {
  const catalogueText = useCatalogueText();
  return (
    <>
      {upload.preview && (
        <Box
          component="img"
          src={upload.preview}
          alt={texts.preview}
          sx={{ maxWidth: '100%', maxHeight: 240, alignSelf: 'flex-start' }}
        />
      )}
      <FileButton
        text={upload.stored ? texts.retake : texts.take}
        inputLabel={texts.input}
        accept="image/jpeg,image/png"
        variant={upload.stored ? 'outlined' : 'contained'}
        disabled={upload.pending}
        onPick={(file) => void upload.send(file)}
      />
      {upload.pending && <Alert severity="info">{texts.uploading}</Alert>}
      {upload.stored && <Alert severity="success">{texts.uploaded}</Alert>}
      {upload.failure && <Alert severity="error">{catalogueText(upload.failure)}</Alert>}
    </>
  );
}
