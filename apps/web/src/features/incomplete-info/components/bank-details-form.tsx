import type { SaveProfileBody } from '@kredo/contract/application-profile';
import type { IncompleteInfoSubStatus } from '@kredo/domain/incomplete-info';
import { sameAccount } from '@kredo/domain/validators/bank-account';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { ifscBranchQueryOptions, useIfscBranch } from '../../../lib/ifsc-branch';
import {
  bankDetailsSchema,
  blankAccount,
  type BankDetailsInput,
  type BankDetailsValues,
  type Purpose,
} from '../lib/bank-details-schema';
import { BankAccountCard } from './bank-account-card';
import { ContinueButton, CorrectionForm, type ProfileCorrectionProps } from './correction-form';
import '../texts';

const asked: Record<Purpose, IncompleteInfoSubStatus> = {
  NACH: 'NACH_BANK_DETAILS',
  DISBURSAL: 'DISBURSAL_BANK_DETAILS',
};

type BankDetailsFormProps = ProfileCorrectionProps & {
  subStatuses: readonly IncompleteInfoSubStatus[];
};

/**
 * Bank details (spec 000 §2.5, §5.3): a repayment (NACH) card and a disbursal card, each only
 * when its sub-status is outstanding, both when the bank details as a whole are. Continue waits until every shown field is filled, the
 * IFSCs are found and nothing is refused, and while the two account numbers are the same.
 */
export function BankDetailsForm({ profile, subStatuses, save, busy }: BankDetailsFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const purposes = (['NACH', 'DISBURSAL'] as const).filter(
    (purpose) => subStatuses.includes(asked[purpose]) || subStatuses.includes('BANK_DETAILS_INCOMPLETE'),
  );
  if (purposes.length === 0) return <Typography>{t('incompleteInfo.bank.nothingAsked')}</Typography>;
  const defaultValues: BankDetailsInput = Object.fromEntries(
    purposes.map((purpose) => [purpose, blankAccount]),
  );

  const bodyOf = (values: BankDetailsValues): SaveProfileBody => ({
    bankAccounts: purposes.flatMap((purpose) => {
      const account = values[purpose];
      if (!account) return [];
      const branch = queryClient.getQueryData(ifscBranchQueryOptions(account.ifsc).queryKey);
      return [
        {
          beneficiaryName: profile.name ?? '',
          ...(branch && { bankName: branch.BANK }),
          ifsc: account.ifsc,
          accountNumber: account.accountNumber,
          accountType: account.accountType,
          purposeType: purpose,
        },
      ];
    }),
  });

  return (
    <CorrectionForm
      label={t('incompleteInfo.titles.bank-details')}
      schema={bankDetailsSchema}
      defaultValues={defaultValues}
      mode="onChange"
      busy={busy}
      footer={<BankContinue purposes={purposes} busy={busy} />}
      fieldOf={(path) => {
        const match = /^bankAccounts\.(\d+)\.(accountNumber|ifsc|accountType)$/.exec(path);
        const purpose = match && purposes[Number(match[1])];
        return purpose && match ? `${purpose}.${match[2]}` : undefined;
      }}
      onSubmit={(values) => save(bodyOf(values))}
    >
      {purposes.map((purpose) => (
        <BankAccountCard key={purpose} purpose={purpose} />
      ))}
    </CorrectionForm>
  );
}

/** Continue, enabled once every shown account is complete, its IFSC found and nothing refused. */
function BankContinue({ purposes, busy }: { purposes: readonly Purpose[]; busy: boolean }) {
  const values = useWatch<BankDetailsInput>();
  const { errors } = useFormState();
  const nach = useIfscBranch(values.NACH?.ifsc ?? '');
  const disbursal = useIfscBranch(values.DISBURSAL?.ifsc ?? '');
  const found = { NACH: nach, DISBURSAL: disbursal };
  const ready = purposes.every((purpose) => {
    const account = values[purpose];
    return (
      account !== undefined &&
      account.accountNumber !== '' &&
      account.accountNumberAgain !== '' &&
      found[purpose].branch !== undefined &&
      found[purpose].error === undefined
    );
  });
  const [nachAccount, disbursalAccount] = [values.NACH, values.DISBURSAL];
  const oneAccount =
    purposes.length === 2 &&
    nachAccount?.accountNumber !== undefined &&
    nachAccount.accountNumber !== '' &&
    disbursalAccount?.accountNumber !== undefined &&
    sameAccount(
      { accountNumber: nachAccount.accountNumber, ifsc: nachAccount.ifsc ?? '' },
      { accountNumber: disbursalAccount.accountNumber, ifsc: disbursalAccount.ifsc ?? '' },
    );
  return <ContinueButton busy={busy || !ready || oneAccount || Object.keys(errors).length > 0} />;
}
