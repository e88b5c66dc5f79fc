import type { DocumentDetails, DocumentType } from '@kredo/contract/documents';
import { messages } from '@kredo/contract/messages';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useUploadDocument } from '../api/upload-document';
import type { CompressionFlow } from '../lib/compression-plan';
import { contentTypeOf, documentKinds } from '../lib/file-kind';
import { prepareUpload } from '../lib/prepare-upload';
import { readDataUrl } from '../lib/read-data-url';
import { uploadFailureMessage } from '../lib/upload-failure';
import { ChosenFile, type Chosen } from './chosen-file';
import { DocumentCard } from './document-card';
import { FileButton } from '../../../components/form/file-button';
import '../texts';

type SubType = NonNullable<DocumentDetails['docSubType']>;

/** A document of several kinds (a business proof: UDYOG, GST, UDYAM) names its kind first. */
export type SubTypeField = {
  label: string;
  options: ReadonlyArray<{ value: SubType; label: string }>;
  /** Said when a file is chosen before the kind. */
  refusal: string;
};

type DocumentUploadCardProps = {
  userId: string;
  docType: DocumentType;
  label: string;
  required: boolean;
  uploaded: boolean;
  missing?: boolean;
  flow: CompressionFlow;
  subTypeField?: SubTypeField;
  /** What a failure that is not the server's refusal of the file says ('Something went wrong!'). */
  failureText?: string;
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
  subTypeField,
  failureText,
  onUploaded,
}: DocumentUploadCardProps) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const upload = useUploadDocument();
  const [chosen, setChosen] = useState<Chosen>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [subType, setSubType] = useState<SubType | ''>('');

  async function send(file: File) {
    if (subTypeField && subType === '') return setFailure(subTypeField.refusal);
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
        ...(subType !== '' && { docSubType: subType }),
      });
      setDone(true);
      onUploaded(docType);
    } catch (error) {
      setFailure(uploadFailureMessage(error, failureText));
    } finally {
      setBusy(false);
    }
  }

  const given = uploaded || done;
  return (
    <DocumentCard label={label} required={required} uploaded={given} missing={missing}>
      {subTypeField && (
        <TextField
          select
          label={subTypeField.label}
          value={subType}
          onChange={(event) => {
            setSubType(event.target.value as SubType);
            setFailure(undefined);
          }}
          fullWidth
        >
          {subTypeField.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      {chosen && <ChosenFile chosen={chosen} alt={t('documents.upload.preview', { label })} />}
      {failure && <Alert severity="error">{catalogueText(failure)}</Alert>}
      <FileButton
        text={t(`documents.upload.${busy ? 'uploading' : given ? 'replace' : 'upload'}`)}
        inputLabel={t('documents.upload.file', { label })}
        accept={Object.values(contentTypeOf).join(',')}
        disabled={busy}
        variant={given ? 'outlined' : 'contained'}
        onPick={(file) => void send(file)}
      />
    </DocumentCard>
  );
}
