import { loanPurposes, type ProfileData } from '@kredo/contract/application-profile';
import type { Application, LoanBoundary } from '@kredo/contract/loan-application';
import { formatRupees, type Paise } from '@kredo/domain/money';
import MenuItem from '@mui/material/MenuItem';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import type { LoanRequirement } from '../api/latest-application';
import {
  isLoanPurpose,
  loanRequestSchema,
  tenuresOf,
  type LoanRequestInput,
  type LoanRequestValues,
} from '../lib/loan-request-schema';
import { fromProfileData } from '../lib/remap-field-errors';
import { BoundTextField } from '../../../components/form/bound-text-field';
import { CorrectionForm } from './correction-form';
import '../texts';

type LoanRequestFormProps = {
  profile: ProfileData;
  application: Application;
  boundary: LoanBoundary;
  /** Changes the application's requirement, then saves the profile's loan request and settles. */
  submit: (requirement: LoanRequirement, loanRequest: LoanRequestValues) => Promise<void>;
  busy: boolean;
};

const rupees = (amount: number) => formatRupees(amount as Paise, { decimals: 0 });

const serverFields: Record<string, string> = {
  amountRequested: 'amount',
  tenureRequested: 'tenure',
  purpose: 'purpose',
  'loanRequest.amount': 'amount',
  'loanRequest.tenure': 'tenure',
  'loanRequest.purpose': 'purpose',
  'loanRequest.purposeRemark': 'purposeRemark',
};

/** Loan details (spec 000 §2.5): amount, tenure and purpose within the product's boundary. */
export function LoanRequestForm({ profile, application, boundary, submit, busy }: LoanRequestFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => loanRequestSchema(boundary), [boundary]);
  const saved = profile.loanRequest;
  const purpose = saved.purpose ?? application.purpose ?? '';
  const defaultValues: LoanRequestInput = {
    amount: String(Math.round((saved.amount ?? application.amountRequested) / 100)),
    tenure: String(saved.tenure ?? application.tenureRequested),
    purpose: isLoanPurpose(purpose) ? purpose : '',
    purposeRemark: saved.purposeRemark ?? '',
  };
  const [min, max] = boundary.amount_range;

  return (
    <CorrectionForm
      label={t('incompleteInfo.titles.loan-request')}
      schema={schema}
      defaultValues={defaultValues}
      busy={busy}
      fieldOf={(path) => serverFields[fromProfileData(path) ?? path]}
      onSubmit={(values) =>
        submit(
          {
            applicationId: application.applicationId,
            amountRequested: Number(values.amount) * 100,
            tenureRequested: Number(values.tenure),
            purpose: values.purpose as LoanRequirement['purpose'],
          },
          values,
        )
      }
    >
      <BoundTextField
        name="amount"
        label={t('incompleteInfo.loan.amount')}
        required
        helperText={t('incompleteInfo.loan.amountRange', { min: rupees(min), max: rupees(max) })}
        digits={10}
        prefix="₹"
      />
      <BoundTextField name="tenure" label={t('incompleteInfo.loan.tenure')} required select>
        {tenuresOf(boundary).map((months) => (
          <MenuItem key={months} value={String(months)}>
            {t('incompleteInfo.loan.tenureMonths', { count: months })}
          </MenuItem>
        ))}
      </BoundTextField>
      <BoundTextField name="purpose" label={t('incompleteInfo.loan.purpose')} required select>
        {loanPurposes.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`incompleteInfo.loan.purposes.${option}`)}
          </MenuItem>
        ))}
      </BoundTextField>
      <PurposeRemark />
    </CorrectionForm>
  );
}

/** The remark 'Other' needs (spec 000 §5.3). */
function PurposeRemark() {
  const { t } = useTranslation();
  const purpose = useWatch<LoanRequestInput, 'purpose'>({ name: 'purpose' });
  if (purpose !== 'Other') return null;
  return (
    <BoundTextField
      name="purposeRemark"
      label={t('incompleteInfo.loan.purposeRemark')}
      required
      htmlInput={{ maxLength: 250 }}
    />
  );
}

/** The profile's loan request as the screen saves it. */
export function loanRequestOf(values: LoanRequestValues) {
  return {
    amount: Number(values.amount) * 100,
    tenure: Number(values.tenure),
    ...(isLoanPurpose(values.purpose) && { purpose: values.purpose }),
    ...(values.purpose === 'Other' && { purposeRemark: values.purposeRemark }),
  };
}
