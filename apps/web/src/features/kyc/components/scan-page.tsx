import { scanProofTypes } from '@kredo/contract/kyc';
import { messages } from '@kredo/contract/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Page } from '../../../components/page';
import { ApiRequestError } from '../../../lib/api-error';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useUploadAddressProof } from '../api/upload-address-proof';
import { fileProblem, readDataUrl } from '../lib/read-file';

type ProofType = (typeof scanProofTypes)[number];
type Side = 'FRONT' | 'BACK';

const proofLabels: Record<ProofType, string> = {
  DL: 'Driving Licence',
  AADHAAR: 'Aadhaar Card',
  VOTER_ID: 'Voter ID',
  PASSPORT: 'Passport',
};
const sides: ReadonlyArray<{ side: Side; label: string }> = [
  { side: 'FRONT', label: 'Front side' },
  { side: 'BACK', label: 'Back side' },
];

/**
 * Scan (digital KYC, spec 000 §3.2, §5.5): the current address proof's kind and a picture or PDF
 * of each side, sent as `paandu/docs` with docMode SCAN. Both sides are needed.
 */
export function ScanPage({ userId, onUploaded }: { userId: string; onUploaded: () => void }) {
  const catalogueText = useCatalogueText();
  const upload = useUploadAddressProof();
  const [proofType, setProofType] = useState<ProofType | ''>('');
  const [files, setFiles] = useState<Partial<Record<Side, File>>>({});
  const [errors, setErrors] = useState<Partial<Record<Side | 'type' | 'form', string>>>({});

  function choose(side: Side, file: File | undefined) {
    setErrors(({ [side]: _old, form: _form, ...rest }) => ({
      ...rest,
      ...(file && { [side]: fileProblem(file) }),
    }));
    setFiles((current) => ({ ...current, [side]: file }));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (proofType === '') found.type = messages.selectType;
    if (!files.FRONT || !files.BACK) found.form = messages.uploadCurrentAddressProof;
    for (const { side } of sides) {
      const file = files[side];
      const problem = file && fileProblem(file);
      if (problem) found[side] = problem;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || proofType === '') return;
    try {
      for (const { side } of sides) {
        const file = files[side] as File;
        await upload.mutateAsync({
          userId,
          docSubType: proofType,
          side,
          imageB64: await readDataUrl(file),
          contentType: file.type,
        });
      }
      onUploaded();
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      setErrors({ form: error.status === 0 ? messages.somethingWentWrongBang : error.message });
    }
  }

  return (
    <Page title="Scan Address Proof">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Address proof">
        <Stack spacing={2}>
          <Typography>
            Upload the front and back of your current address proof (PDF, JPG or PNG, up to 5 MB).
          </Typography>
          {errors.form && <Alert severity="error">{catalogueText(errors.form)}</Alert>}
          <TextField
            select
            label="Address Proof Type"
            value={proofType}
            onChange={(event) => {
              setProofType(event.target.value as ProofType);
              setErrors(({ type: _type, ...rest }) => rest);
            }}
            error={errors.type !== undefined}
            helperText={errors.type && catalogueText(errors.type)}
          >
            {scanProofTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {proofLabels[type]}
              </MenuItem>
            ))}
          </TextField>
          {sides.map(({ side, label }) => (
            <Stack key={side} spacing={0.5}>
              <label htmlFor={`address-proof-${side}`}>
                <Typography component="span">{label}</Typography>
              </label>
              <input
                id={`address-proof-${side}`}
                type="file"
                accept="application/pdf,image/jpeg,image/png"
                onChange={(event) => choose(side, event.target.files?.[0])}
              />
              {errors[side] && (
                <Typography color="error" variant="body2" role="alert">
                  {catalogueText(errors[side])}
                </Typography>
              )}
            </Stack>
          ))}
          <Button type="submit" variant="contained" size="large" disabled={upload.isPending}>
            Submit
          </Button>
        </Stack>
      </form>
    </Page>
  );
}
