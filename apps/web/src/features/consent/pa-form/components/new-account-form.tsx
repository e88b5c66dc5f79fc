import { messages } from '@kredo/contract/messages';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormState, useWatch } from 'react-hook-form';
import { BoundTextField } from '../../../../components/form/bound-text-field';
import { Form } from '../../../../components/form/form';
import { IfscField } from '../../../../components/form/ifsc-field';
import { useReportRefusal } from '../../../../components/snackbar/use-report-refusal';
import { useTranslation } from '../../../../lib/i18n';
import { useIfscBranch } from '../../../../lib/ifsc-branch';
import { isOtherAccount, type OtherAccount, type Purpose } from '../lib/bank-accounts';
import { withFormFieldErrors } from '../lib/field-errors';
import {
  ACCOUNT_NUMBER_DIGITS,
  IFSC_LENGTH,
  blankAccount,
  newAccountSchema,
  type NewAccountInput,
  type NewAccountValues,
} from '../lib/new-account-schema';
import '../texts';

const accountTypes = ['SAVINGS', 'CURRENT'] as const;
const digitsOnly = (value: string) => value.replace(/\D/g, '');

type NewAccountFormProps = {
  purpose: Purpose;
  other: OtherAccount | undefined;
  beneficiary: string;
  /** While the account sent is being verified, nothing more is sent. */
  verifying: boolean;
  onSubmit: (values: NewAccountValues) => Promise<void>;
};

/**
 * A new account for the item's purpose (spec 001 §5): holder name, IFSC (its branch shown once
 * found), the number twice and the account type. Continue waits for every field, a found IFSC,
 * and an account other than the other purpose's ('*Repayment Account details should be different
 * from the disbursal', and the disbursal's own notice).
 */
export function NewAccountForm({ purpose, other, beneficiary, verifying, onSubmit }: NewAccountFormProps) {
  const { t } = useTranslation();
  const reportRefusal = useReportRefusal(messages.somethingWentWrongBang);
  return (
    <Form
      aria-label={t(`paForm.bank.titles.${purpose}`)}
      schema={newAccountSchema}
      defaultValues={blankAccount(beneficiary)}
      mode="onChange"
      onFailure={reportRefusal}
      onSubmit={async (values) => {
        if (isOtherAccount(values, other)) return;
        try {
          await onSubmit(values);
        } catch (error) {
          throw withFormFieldErrors(error, 'bankAccount');
        }
      }}
    >
      <Stack spacing={2}>
        <BoundTextField<NewAccountInput>
          name="beneficiaryName"
          label={t('paForm.bank.beneficiaryName')}
          required
          htmlInput={{ maxLength: 100, autoComplete: 'off' }}
        />
        <IfscField<NewAccountInput>
          name="ifsc"
          label={t('paForm.bank.ifsc')}
          required
          maxLength={IFSC_LENGTH}
        />
        <BoundTextField<NewAccountInput>
          name="accountNumber"
          label={t('paForm.bank.accountNumber')}
          required
          transform={digitsOnly}
          htmlInput={{ maxLength: ACCOUNT_NUMBER_DIGITS, inputMode: 'numeric', autoComplete: 'off' }}
          deps={['accountNumberAgain']}
        />
        <BoundTextField<NewAccountInput>
          name="accountNumberAgain"
          label={t('paForm.bank.accountNumberAgain')}
          required
          transform={digitsOnly}
          htmlInput={{ maxLength: ACCOUNT_NUMBER_DIGITS, inputMode: 'numeric', autoComplete: 'off' }}
        />
        <BoundTextField<NewAccountInput>
          name="accountType"
          label={t('paForm.bank.accountType')}
          required
          select
        >
          {accountTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`paForm.bank.accountTypes.${type}`)}
            </MenuItem>
          ))}
        </BoundTextField>
        <SameAccountNotice purpose={purpose} other={other} />
        <ContinueButton other={other} verifying={verifying} />
      </Stack>
    </Form>
  );
}

/** The red notice while the account typed is the other purpose's (spec 001 §5). */
function SameAccountNotice({ purpose, other }: { purpose: Purpose; other: OtherAccount | undefined }) {
  const { t } = useTranslation();
  const { accountNumber = '', ifsc = '' } = useWatch<NewAccountInput>();
  if (!isOtherAccount({ accountNumber, ifsc }, other)) return null;
  return (
    <Typography role="alert" color="error" variant="body2">
      {t(purpose === 'NACH' ? 'messages.repaymentAccountSame' : 'messages.disbursalAccountSame')}
    </Typography>
  );
}

function ContinueButton({ other, verifying }: { other: OtherAccount | undefined; verifying: boolean }) {
  const { t } = useTranslation();
  const values = useWatch<NewAccountInput>();
  const { errors, isSubmitting } = useFormState();
  const found = useIfscBranch(values.ifsc ?? '');
  const accountNumber = values.accountNumber ?? '';
  const ready =
    (values.beneficiaryName ?? '').trim() !== '' &&
    accountNumber !== '' &&
    values.accountNumberAgain === accountNumber &&
    found.branch !== undefined &&
    found.error === undefined &&
    !isOtherAccount({ accountNumber, ifsc: values.ifsc ?? '' }, other);
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={!ready || verifying || isSubmitting || Object.keys(errors).length > 0}
    >
      {t('paForm.bank.continue')}
    </Button>
  );
}
