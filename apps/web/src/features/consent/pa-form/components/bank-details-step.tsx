import { messages } from '@kredo/contract/messages';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { useCatalogueText } from '../../../../lib/use-catalogue-text';
import { usePaForm } from '../api/get-pa-form';
import { useSavePaForm } from '../api/save-pa-form';
import {
  otherPurpose,
  verificationFor,
  type OtherAccount,
  type Purpose,
  type SentAccount,
} from '../lib/bank-accounts';
import type { NewAccountValues } from '../lib/new-account-schema';
import { ExistingAccounts } from './existing-accounts';
import { NewAccountForm } from './new-account-form';
import { StepFrame } from './step-frame';
import '../texts';

/** How often the list is read again while a penny drop is awaited. */
export const VERIFICATION_POLL_MS = 2500;

type BankDetailsStepProps = {
  purpose: Purpose;
  opportunityId: string;
  /** The accounts typed in this visit (full number and IFSC), by purpose. */
  typedAccounts: Partial<Record<Purpose, OtherAccount>>;
  onSent: (account: OtherAccount) => void;
};

/**
 * Bank details for disbursal or for NACH (spec 001 §3 'Bank account', §5). An account is verified
 * by a penny drop on the server, the one sent here or one given with the application: the list is
 * read every 2.5 s until it is verified (the server then no longer lists the item, and the next
 * one shows) or failed (its message shows; the borrower corrects the account and sends it again).
 */
export function BankDetailsStep({ purpose, opportunityId, typedAccounts, onSent }: BankDetailsStepProps) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const save = useSavePaForm();
  const [sent, setSent] = useState<SentAccount>();
  const form = usePaForm(opportunityId, (data) =>
    verificationFor(data?.bankAccounts ?? [], purpose, sent)?.state === 'PENDING'
      ? VERIFICATION_POLL_MS
      : false,
  );
  const accounts = form.data?.bankAccounts ?? [];
  const verification = verificationFor(accounts, purpose, sent);
  const verifying = verification?.state === 'PENDING';

  const other = typedAccounts[otherPurpose[purpose]];
  const latest = accounts.find((account) => account.beneficiaryName !== '');

  async function send(values: NewAccountValues) {
    await save.mutateAsync({
      opportunityId,
      bankAccount: {
        purposeType: purpose,
        beneficiaryName: values.beneficiaryName,
        ifsc: values.ifsc,
        accountNumber: values.accountNumber,
        accountType: values.accountType,
      },
    });
    onSent({ accountNumber: values.accountNumber, ifsc: values.ifsc });
    setSent({ purpose, ifsc: values.ifsc, last3: values.accountNumber.slice(-3) });
  }

  return (
    <StepFrame title={t(`paForm.bank.titles.${purpose}`)} intro={t(`paForm.bank.intros.${purpose}`)}>
      <ExistingAccounts accounts={accounts} />
      {verifying && (
        <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />} role="status">
          {t('messages.accountVerifying')}
        </Alert>
      )}
      {verification?.state === 'FAILED' && (
        <Alert severity="error">
          {catalogueText(verification.message ?? messages.somethingWentWrongBang)}
        </Alert>
      )}
      <NewAccountForm
        purpose={purpose}
        other={other}
        beneficiary={latest?.beneficiaryName ?? ''}
        verifying={verifying}
        onSubmit={send}
      />
    </StepFrame>
  );
}
