import type { BankValidation } from '@kredo/contract/gold';
import { messages } from '@kredo/contract/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
import { Form } from '../../../components/form/form';
import { BoundTextField } from '../../../components/form/bound-text-field';
import { IfscField } from '../../../components/form/ifsc-field';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { ApiRequestError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import { ifscBranchQueryOptions, useIfscBranch } from '../../../lib/ifsc-branch';
import { useVerifyBankAccount } from '../api/verify-bank-account';
import {
  ACCOUNT_MAX_LENGTH,
  bankDetailsFormSchema,
  blankBankDetails,
  IFSC_LENGTH,
  type BankDetailsFormInput,
  type BankDetailsFormValues,
} from '../lib/bank-details-form';
import type { SellAccount } from '../lib/route-state';
import '../texts';

/** The penny drop answers later: asked again this often, this many times. */
export const bankCheckPollMs = 3_000;
export const bankCheckTries = 20;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The bank details a sell is paid to (spec 002 §2, §5): the account number twice, the IFSC (looked
 * up at 11 characters: 'Incorrect IFSC code!' when unknown, the bank's name filled in when known),
 * the holder's and bank's names, and the box that confirms them before Confirm. Confirm asks for
 * the penny drop and asks again while it is under way; FAILED (or a 400) says 'We couldn't verify
 * your bank account details please enter correct details.'
 */
export function BankDetailsForm({
  userId,
  onVerified,
}: {
  userId: string;
  onVerified: (account: SellAccount) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  const verify = useVerifyBankAccount();
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState<'goldBankNotVerified' | 'goldSorryTryAgain' | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  async function ifscKnown(
    code: string,
    form: UseFormReturn<BankDetailsFormInput, unknown, BankDetailsFormValues>,
  ) {
    try {
      await queryClient.fetchQuery(ifscBranchQueryOptions(code));
      return true;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) {
        form.setError('ifsc', { type: 'lookup', message: messages.incorrectIfsc }, { shouldFocus: true });
        return false;
      }
      return true;
    }
  }

  async function settle(body: Parameters<typeof verify.mutateAsync>[0]): Promise<BankValidation> {
    let answer = await verify.mutateAsync(body);
    for (let tries = 1; answer.status === null && tries < bankCheckTries && alive.current; tries++) {
      await wait(bankCheckPollMs);
      answer = await verify.mutateAsync(body);
    }
    return answer;
  }

  async function confirm(
    values: BankDetailsFormValues,
    form: UseFormReturn<BankDetailsFormInput, unknown, BankDetailsFormValues>,
  ) {
    setFailed(null);
    if (!(await ifscKnown(values.ifsc, form))) return;
    const body = {
      account_number: values.accountNumber,
      ifsc: values.ifsc,
      beneficiary_name: values.beneficiaryName,
      bank_name: values.bankName,
      user_id: userId,
    };
    setChecking(true);
    try {
      const answer = await settle(body);
      if (!alive.current) return;
      if (answer.status === 'SUCCESS') {
        onVerified({
          accountNumber: values.accountNumber,
          ifsc: values.ifsc,
          bankName: answer.bankAccount?.bankName ?? values.bankName,
          beneficiaryName: answer.bankAccount?.beneficiaryName ?? values.beneficiaryName,
        });
      } else setFailed(answer.status === 'FAILED' ? 'goldBankNotVerified' : 'goldSorryTryAgain');
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      if (error.status === 400) setFailed('goldBankNotVerified');
      else showSnackbar({ severity: 'error', text: t('messages.goldSomethingWentWrong') });
    } finally {
      if (alive.current) setChecking(false);
    }
  }

  return (
    <Form
      schema={bankDetailsFormSchema}
      defaultValues={blankBankDetails}
      onSubmit={confirm}
      mode="onTouched"
      aria-label={t('gold.bank.title')}
    >
      <Stack spacing={2}>
        <BoundTextField<BankDetailsFormInput>
          name="accountNumber"
          label={t('gold.bank.accountNumber')}
          required
          digits={ACCOUNT_MAX_LENGTH}
          htmlInput={{ autoComplete: 'off' }}
          deps={['accountNumberAgain']}
        />
        <BoundTextField<BankDetailsFormInput>
          name="accountNumberAgain"
          label={t('gold.bank.accountNumberAgain')}
          required
          digits={ACCOUNT_MAX_LENGTH}
          htmlInput={{ autoComplete: 'off' }}
        />
        <IfscField<BankDetailsFormInput>
          name="ifsc"
          label={t('gold.bank.ifsc')}
          required
          maxLength={IFSC_LENGTH}
        />
        <BankNameFromIfsc />
        <BoundTextField<BankDetailsFormInput>
          name="beneficiaryName"
          label={t('gold.bank.beneficiaryName')}
          required
          htmlInput={{ autoComplete: 'name', maxLength: 100 }}
        />
        <BoundTextField<BankDetailsFormInput>
          name="bankName"
          label={t('gold.bank.bankName')}
          required
          htmlInput={{ maxLength: 100 }}
        />
        <ConfirmBox />
        {failed && (
          <Alert severity="error" role="alert">
            {t(`messages.${failed}`)}
          </Alert>
        )}
        {checking && <Alert severity="info">{t('gold.bank.checking')}</Alert>}
        <ConfirmButton pending={checking} />
      </Stack>
    </Form>
  );
}

/** Once the IFSC names a bank, its name is filled in if none is typed yet. */
function BankNameFromIfsc() {
  const ifsc = useWatch<BankDetailsFormInput, 'ifsc'>({ name: 'ifsc' });
  const { getValues, setValue } = useFormContext<BankDetailsFormInput>();
  const bank = useIfscBranch(ifsc).branch?.BANK;
  useEffect(() => {
    if (bank && getValues('bankName').trim() === '') setValue('bankName', bank, { shouldValidate: true });
  }, [bank, getValues, setValue]);
  return null;
}

function ConfirmBox() {
  const { t } = useTranslation();
  const { field } = useController<BankDetailsFormInput, 'confirmed'>({ name: 'confirmed' });
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={field.value}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
      label={t('gold.bank.confirmDetails')}
    />
  );
}

/** Confirm, usable once the box is ticked. */
function ConfirmButton({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  const confirmed = useWatch<BankDetailsFormInput, 'confirmed'>({ name: 'confirmed' });
  return (
    <Button type="submit" variant="contained" size="large" disabled={!confirmed} loading={pending}>
      {t('gold.bank.confirm')}
    </Button>
  );
}
