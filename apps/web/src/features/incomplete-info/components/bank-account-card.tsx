import { accountTypes } from '@kredo/contract/application-profile';
import { ACCOUNT_NUMBER_MAX_LENGTH } from '@kredo/domain/validators/bank-account';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useIfscLookup, type LookupIfsc } from '../api/use-ifsc-lookup';
import { IFSC_LENGTH, type Purpose } from '../lib/bank-details-schema';
import { BoundTextField } from '../../../components/form/bound-text-field';

const alphanumeric = (value: string) => value.replace(/[^A-Za-z0-9]/g, '');
const other: Record<Purpose, Purpose> = { NACH: 'DISBURSAL', DISBURSAL: 'NACH' };

/** One account asked for: the repayment (NACH) or the disbursal account. */
export function BankAccountCard({ purpose, lookup }: { purpose: Purpose; lookup: LookupIfsc }) {
  const { t } = useTranslation();
  const heading =
    purpose === 'NACH' ? t('incompleteInfo.bank.repayment') : t('incompleteInfo.bank.disbursal');
  const help =
    purpose === 'NACH' ? t('incompleteInfo.bank.repaymentHelp') : t('incompleteInfo.bank.disbursalHelp');
  return (
    <Card variant="outlined" component="section" aria-label={heading}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {heading}
          </Typography>
          <Typography variant="body2">{help}</Typography>
          <BoundTextField
            name={`${purpose}.accountNumber`}
            label={`${heading} ${t('incompleteInfo.bank.accountNumber')}`}
            required
            transform={alphanumeric}
            htmlInput={{ maxLength: ACCOUNT_NUMBER_MAX_LENGTH, autoComplete: 'off' }}
            deps={[`${purpose}.accountNumberAgain`, `${other[purpose]}.accountNumber`]}
          />
          <BoundTextField
            name={`${purpose}.accountNumberAgain`}
            label={`${heading} ${t('incompleteInfo.bank.accountNumberAgain')}`}
            required
            transform={alphanumeric}
            htmlInput={{ maxLength: ACCOUNT_NUMBER_MAX_LENGTH, autoComplete: 'off' }}
          />
          <IfscInput
            name={`${purpose}.ifsc`}
            label={`${heading} ${t('incompleteInfo.bank.ifsc')}`}
            lookup={lookup}
          />
          <BoundTextField
            name={`${purpose}.accountType`}
            label={`${heading} ${t('incompleteInfo.bank.accountType')}`}
            required
            select
          >
            {accountTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`incompleteInfo.bank.accountTypes.${type}`)}
              </MenuItem>
            ))}
          </BoundTextField>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** IFSC, uppercased as typed, looked up once it is well formed: the branch or the lookup's message. */
function IfscInput({ name, label, lookup }: { name: string; label: string; lookup: LookupIfsc }) {
  const catalogueText = useCatalogueText();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ name });
  const code = String(value ?? '');
  const found = useIfscLookup(lookup, code);
  const message = error?.message ?? found.error;
  const branch =
    found.branch && [found.branch.BANK, found.branch.BRANCH, found.branch.CITY].filter(Boolean).join(', ');
  return (
    <TextField
      label={label}
      required
      fullWidth
      value={code}
      inputRef={ref}
      onBlur={onBlur}
      onChange={(event) => onChange(event.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ''))}
      error={message !== undefined}
      helperText={message ? catalogueText(message) : branch}
      slotProps={{ htmlInput: { maxLength: IFSC_LENGTH, autoCapitalize: 'characters' } }}
    />
  );
}
