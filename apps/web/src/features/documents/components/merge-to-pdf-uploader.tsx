import { MAX_DOCUMENT_BYTES, type DocumentDetails, type DocumentType } from '@kredo/contract/documents';
import { messages } from '@kredo/contract/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useUploadDocument } from '../api/upload-document';
import { imageKinds } from '../lib/file-kind';
import { mergeImagesToPdf } from '../lib/merge-images-to-pdf';
import { prepareUpload } from '../lib/prepare-upload';
import { readDataUrl } from '../lib/read-data-url';
import { uploadFailureMessage } from '../lib/upload-failure';
import { ChosenFile } from './chosen-file';
import { DocumentCard } from './document-card';
import { FileButton } from '../../../components/form/file-button';
import '../texts';

type Picked = { file: File; kind: 'jpeg' | 'png'; name: string; preview: string };
type Part = { key: string; label: string };
type TypeField = { label: string; options: ReadonlyArray<{ value: string; label: string }> };

export type MergeToPdfUploaderProps = {
  userId: string;
  docType: DocumentType;
  label: string;
  required: boolean;
  uploaded: boolean;
  /** The images that make the document, in page order: front and back. */
  parts: readonly Part[];
  /** The document's kind, asked first when there is a choice. */
  typeField?: TypeField;
  /** Continue was pressed without this document, and what to say then. */
  missing?: boolean;
  missingMessage?: string;
  onUploaded: (docType: DocumentType) => void;
};

/**
 * The multi-image merge-to-PDF uploader (spec 000 §2.4, §5.5): a photo of each side, JPEG or
 * PNG only, merged in the browser into one PDF with a page per side and sent as one document.
 */
export function MergeToPdfUploader(props: MergeToPdfUploaderProps) {
  const { userId, docType, label, parts, typeField, onUploaded } = props;
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const upload = useUploadDocument();
  const [subType, setSubType] = useState('');
  const [picked, setPicked] = useState<Partial<Record<string, Picked>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function pick(part: Part, file: File) {
    setFailure(undefined);
    setBusy(true);
    try {
      const prepared = await prepareUpload(file, {
        flow: 'dynamic',
        accept: imageKinds,
        refusal: messages.onlyImagesAllowed,
      });
      if (!prepared.ok) return setFailure(prepared.message);
      const image: Picked = {
        file: prepared.file,
        kind: prepared.kind === 'png' ? 'png' : 'jpeg',
        name: file.name,
        preview: await readDataUrl(prepared.file),
      };
      setPicked((current) => ({ ...current, [part.key]: image }));
    } catch {
      setFailure(messages.somethingWentWrongBang);
    } finally {
      setBusy(false);
    }
  }

  async function submit() {
    setFailure(undefined);
    if (typeField && subType === '') return setFailure(messages.selectType);
    const images = parts.map((part) => picked[part.key]);
    if (images.some((image) => image === undefined)) return setFailure(messages.selectBothImages);
    setBusy(true);
    try {
      const pages = await Promise.all(
        (images as Picked[]).map(async (image) => ({
          bytes: new Uint8Array(await image.file.arrayBuffer()),
          kind: image.kind,
        })),
      );
      const pdf = await mergeImagesToPdf(pages);
      if (pdf.byteLength > MAX_DOCUMENT_BYTES) return setFailure(messages.documentTooLarge);
      await upload.mutateAsync({
        userId,
        docType,
        file: new Blob([pdf as BlobPart], { type: 'application/pdf' }),
        fileName: `${docType.toLowerCase()}.pdf`,
        docSubType: (subType || undefined) as DocumentDetails['docSubType'],
      });
      setDone(true);
      onUploaded(docType);
    } catch (error) {
      setFailure(uploadFailureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const given = props.uploaded || done;
  return (
    <DocumentCard label={label} required={props.required} uploaded={given} missing={props.missing}>
      {props.missing && !given && props.missingMessage && (
        <Alert severity="error">{props.missingMessage}</Alert>
      )}
      {typeField && (
        <TextField
          select
          label={typeField.label}
          value={subType}
          onChange={(event) => setSubType(event.target.value)}
          fullWidth
        >
          {typeField.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      {parts.map((part) => {
        const image = picked[part.key];
        return (
          <Stack key={part.key} spacing={1}>
            {image && (
              <ChosenFile chosen={image} alt={t('documents.upload.preview', { label: part.label })} />
            )}
            <FileButton
              text={t(`documents.addressProof.${image ? 'change' : 'choose'}`, { part: part.label })}
              inputLabel={t('documents.addressProof.image', { part: part.label })}
              accept="image/jpeg,image/png"
              disabled={busy}
              variant="outlined"
              onPick={(file) => void pick(part, file)}
            />
          </Stack>
        );
      })}
      {failure && <Alert severity="error">{catalogueText(failure)}</Alert>}
      <Button
        variant="contained"
        disabled={busy}
        onClick={() => void submit()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t(`documents.upload.${busy ? 'wait' : given ? 'replace' : 'upload'}`)}
      </Button>
    </DocumentCard>
  );
}
