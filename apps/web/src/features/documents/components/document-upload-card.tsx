import type { DocumentType } from '@kredo/contract/documents';
import { messages } from '@kredo/contract/messages';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useUploadDocument } from '../api/upload-document';
import type { CompressionFlow } from '../lib/compression-plan';
import { contentTypeOf, documentKinds } from '../lib/file-kind';
import { prepareUpload } from '../lib/prepare-upload';
import { readDataUrl } from '../lib/read-data-url';
import { uploadFailureMessage } from '../lib/upload-failure';
import { ChosenFile, type Chosen } from './chosen-file';
import { DocumentCard } from './document-card';
import { FilePickerButton } from './file-picker-button';

type DocumentUploadCardProps = {
  userId: string;
  docType: DocumentType;
  label: string;
  required: boolean;
  uploaded: boolean;
  missing?: boolean;
  flow: CompressionFlow;
  onUploaded: (docType: DocumentType) => void;
};

/**
 * One document from the device (spec 000 §4.7, §5.5): a PDF, JPEG or PNG by its first bytes,
 * a large photo compressed first, then sent; a given document can be replaced.
 */
export function DocumentUploadCard({
  userId,
  docType,
  label,
  required,
  uploaded,
  missing,
  flow,
  onUploaded,
}: DocumentUploadCardProps) {
  const upload = useUploadDocument();
  const [chosen, setChosen] = useState<Chosen>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function send(file: File) {
    setFailure(undefined);
    setBusy(true);
    try {
      const prepared = await prepareUpload(file, {
        flow,
        accept: documentKinds,
        refusal: messages.allowedFileTypes,
      });
      if (!prepared.ok) {
        setFailure(prepared.message);
        return;
      }
      setChosen({
        name: file.name,
        preview: prepared.kind === 'pdf' ? undefined : await readDataUrl(prepared.file),
      });
      await upload.mutateAsync({
        userId,
        docType,
        file: prepared.file,
        fileName: `${docType.toLowerCase()}.${prepared.kind === 'jpeg' ? 'jpg' : prepared.kind}`,
      });
      setDone(true);
      onUploaded(docType);
    } catch (error) {
      setFailure(uploadFailureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const given = uploaded || done;
  return (
    <DocumentCard label={label} required={required} uploaded={given} missing={missing}>
      {chosen && <ChosenFile chosen={chosen} alt={`${label} preview`} />}
      {failure && <Alert severity="error">{failure}</Alert>}
      <FilePickerButton
        text={busy ? 'Uploading…' : given ? 'Replace' : 'Upload'}
        inputLabel={`${label} file`}
        accept={Object.values(contentTypeOf).join(',')}
        disabled={busy}
        variant={given ? 'outlined' : 'contained'}
        onPick={(file) => void send(file)}
      />
    </DocumentCard>
  );
}
