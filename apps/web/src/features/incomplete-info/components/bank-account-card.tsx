import { accountTypes } from '@kredo/contract/application-profile';
import { ACCOUNT_NUMBER_MAX_LENGTH } from '@kredo/domain/validators/bank-account';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n';
import { IFSC_LENGTH, type Purpose } from '../lib/bank-details-schema';
import { BoundTextField } from '../../../components/form/bound-text-field';
import { IfscField } from '../../../components/form/ifsc-field';
import '../texts';

const alphanumeric = (value: string) => value.replace(/[^A-Za-z0-9]/g, '');
const other: Record<Purpose, Purpose> = { NACH: 'DISBURSAL', DISBURSAL: 'NACH' };

/** One account asked for: the repayment (NACH) or the disbursal account. */
export function BankAccountCard({ purpose }: { purpose: Purpose }) {
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
            label={t('incompleteInfo.bank.accountNumber')}
            required
            transform={alphanumeric}
            htmlInput={{ maxLength: ACCOUNT_NUMBER_MAX_LENGTH, autoComplete: 'off' }}
            deps={[`${purpose}.accountNumberAgain`, `${other[purpose]}.accountNumber`]}
          />
          <BoundTextField
            name={`${purpose}.accountNumberAgain`}
            label={t('incompleteInfo.bank.accountNumberAgain')}
            required
            transform={alphanumeric}
            htmlInput={{ maxLength: ACCOUNT_NUMBER_MAX_LENGTH, autoComplete: 'off' }}
          />
          <IfscField
            name={`${purpose}.ifsc`}
            label={t('incompleteInfo.bank.ifsc')}
            required
            maxLength={IFSC_LENGTH}
            deps={[`${purpose}.accountNumber`, `${other[purpose]}.accountNumber`]}
          />
          <BoundTextField
            name={`${purpose}.accountType`}
            label={t('incompleteInfo.bank.accountType')}
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
