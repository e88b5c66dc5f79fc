import { scanProofTypes } from '@kredo/contract/kyc';
import { messages } from '@kredo/contract/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { BoundTextField } from '../../../components/form/bound-text-field';
import { FileButton } from '../../../components/form/file-button';
import { Form } from '../../../components/form/form';
import { Page } from '../../../components/page';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useUploadAddressProof } from '../api/upload-address-proof';
import { readDataUrl } from '../lib/read-file';
import { proofSides, scanFormSchema, type ScanFormInput } from '../lib/scan-form';
import '../texts';

type Side = (typeof proofSides)[number];

/** One side's file input; what is wrong with the file shows as soon as it is chosen. */
function ProofSideField({ side, onChosen }: { side: Side; onChosen: () => void }) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const { clearErrors, trigger } = useFormContext<ScanFormInput>();
  const {
    field: { value, onChange, ref },
    fieldState: { error },
  } = useController<ScanFormInput, Side>({ name: side });
  const label = t(`kyc.scan.sides.${side}`);
  return (
    <Stack spacing={0.5}>
      <Typography component="span">{label}</Typography>
      <FileButton
        text={t('fields.file.choose')}
        inputLabel={label}
        variant="outlined"
        accept="application/pdf,image/jpeg,image/png"
        buttonRef={ref}
        fileName={value instanceof File ? value.name : t('fields.file.noFileChosen')}
        onPick={(file) => {
          onChange(file);
          clearErrors('root');
          onChosen();
          void trigger(side);
        }}
      />
      {error?.message && (
        <Typography color="error" variant="body2" role="alert">
          {catalogueText(error.message)}
        </Typography>
      )}
    </Stack>
  );
}

/** What stops the form as a whole: a side missing, or the server's refusal. */
function FormProblem({ failure }: { failure: string | undefined }) {
  const catalogueText = useCatalogueText();
  const { errors } = useFormState<ScanFormInput>();
  const problem = errors.root?.sides?.message ?? failure;
  return problem ? <Alert severity="error">{catalogueText(problem)}</Alert> : null;
}

/**
 * Scan (digital KYC, spec 000 §3.2, §5.5): the current address proof's kind and a picture or PDF
 * of each side, sent as `paandu/docs` with docMode SCAN. Both sides are needed.
 */
export function ScanPage({ userId, onUploaded }: { userId: string; onUploaded: () => void }) {
  const { t } = useTranslation();
  const upload = useUploadAddressProof();
  const [failure, setFailure] = useState<string>();

  return (
    <Page title={t('kyc.scan.title')}>
      <Form
        schema={scanFormSchema}
        defaultValues={{}}
        onSubmit={async (values) => {
          setFailure(undefined);
          for (const side of proofSides) {
            const file = values[side];
            if (!file) return;
            await upload.mutateAsync({
              userId,
              docSubType: values.docSubType,
              side,
              imageB64: await readDataUrl(file),
              contentType: file.type,
            });
          }
          onUploaded();
        }}
        onFailure={(error) =>
          setFailure(error.status === 0 ? messages.somethingWentWrongBang : error.message)
        }
        aria-label={t('kyc.scan.formLabel')}
      >
        <Stack spacing={2}>
          <Typography>{t('kyc.scan.intro')}</Typography>
          <FormProblem failure={failure} />
          <BoundTextField<ScanFormInput> name="docSubType" label={t('kyc.scan.proofType')} select>
            {scanProofTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`kyc.scan.proofTypes.${type}`)}
              </MenuItem>
            ))}
          </BoundTextField>
          {proofSides.map((side) => (
            <ProofSideField key={side} side={side} onChosen={() => setFailure(undefined)} />
          ))}
          <Button type="submit" variant="contained" size="large" disabled={upload.isPending}>
            {t('kyc.scan.submit')}
          </Button>
        </Stack>
      </Form>
    </Page>
  );
}
