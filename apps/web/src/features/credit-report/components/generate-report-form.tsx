import { generateCreditReportBodySchema } from '@kredo/contract/credit-report';
import { defaultPartner } from '@kredo/contract/partners';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useController } from 'react-hook-form';
import { Form } from '../../../components/form/form';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useGenerateCreditReport } from '../api/generate-credit-report';
import '../texts';

/**
 * Generating the report (docs/decisions.md): the borrower allows the bureau pull by ticking the
 * consent, then asks for it. The report it answers replaces the prompt.
 */
export function GenerateReportForm() {
  const { t } = useTranslation();
  const generate = useGenerateCreditReport();
  return (
    <Form
      schema={generateCreditReportBodySchema}
      defaultValues={{}}
      onSubmit={async () => {
        await generate.mutateAsync();
      }}
      aria-label={t('creditReport.generate.button')}
    >
      <Stack spacing={2}>
        <ConsentCheckbox
          label={t('creditReport.generate.consent', { product: defaultPartner.displayName })}
        />
        <Button type="submit" variant="contained" size="large" disabled={generate.isPending}>
          {t('creditReport.generate.button')}
        </Button>
      </Stack>
    </Form>
  );
}

function ConsentCheckbox({ label }: { label: string }) {
  const catalogueText = useCatalogueText();
  const {
    field: { value, onChange, ref },
    fieldState: { error },
  } = useController({ name: 'consent' });
  const errorId = 'credit-report-consent-error';
  return (
    <div>
      <FormControlLabel
        sx={{ alignItems: 'flex-start' }}
        control={
          <Checkbox
            checked={value === true}
            slotProps={{
              input: { ref, ...(error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {}) },
            }}
            onChange={(event) => onChange(event.target.checked)}
          />
        }
        label={label}
      />
      {error?.message && (
        <FormHelperText error id={errorId}>
          {catalogueText(error.message)}
        </FormHelperText>
      )}
    </div>
  );
}
