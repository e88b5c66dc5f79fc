import { messages } from '@kredo/contract/messages';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useController, useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type * as z from 'zod/mini';
import { BoundDateField } from '../../../components/form/bound-date-field';
import { BoundTextField } from '../../../components/form/bound-text-field';
import { Form } from '../../../components/form/form';
import { Page } from '../../../components/page';
import { ApiRequestError } from '../../../lib/api-error';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useSaveProfile } from '../api/application-profile';
import { lookupPincode } from '../api/lookup-pincode';
import { eligibilitySave, eligibilitySchema, sameAsSaved } from '../lib/eligibility-form';
import '../texts';

type Schema = ReturnType<typeof eligibilitySchema>;
type Input = z.input<Schema>;

export type EligibilityPageProps = {
  /** What the profile already holds, to prefill the form. */
  saved: Partial<Record<keyof Input, string>>;
  /** A date of birth on the account cannot change here. */
  dobOnAccount: string | null;
  /** The server's verdict on the saved answers (from the borrower's status). */
  readVerdict: () => Promise<{ eligible: boolean; isServiceable: boolean | null }>;
};

const salaryModes = ['BANK_TRANSFER', 'CHEQUE', 'CASH'] as const;
const employmentTypes = ['SALARIED', 'SELF_EMPLOYED'] as const;
const fieldNames = new Set<string>([
  'dob',
  'pincode',
  'employmentType',
  'salaryMode',
  'experienceYears',
  'experienceMonths',
  'netMonthlyIncome',
]);

/** The server's refusal with its field errors named as this form names them (`address.pincode` is `pincode`). */
function onTheseFields(error: ApiRequestError): ApiRequestError {
  const fieldErrors: Record<string, string[]> = {};
  for (const [path, found] of Object.entries(error.body.fieldErrors ?? {})) {
    const field = path.split('.').at(-1);
    if (field && fieldNames.has(field)) fieldErrors[field] = found;
  }
  return new ApiRequestError(error.status, { ...error.body, fieldErrors });
}

/**
 * Basic Eligibility (spec 000 §2.4, §5.2): date of birth, pincode, employment, salary mode, work
 * experience and income. The server decides: not eligible shows 'We are extremely sorry!', an
 * area not served says so, otherwise the Products page follows.
 */
export function EligibilityPage({ saved, dobOnAccount, readVerdict }: EligibilityPageProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const save = useSaveProfile();
  const [outcome, setOutcome] = useState<'not-eligible' | 'not-served' | undefined>();
  const [checkingPincode, setCheckingPincode] = useState(false);
  const schema = useMemo(() => eligibilitySchema(), []);
  const defaultValues = {
    dob: saved.dob ?? '',
    pincode: saved.pincode ?? '',
    employmentType: (saved.employmentType ?? '') as Input['employmentType'],
    salaryMode: (saved.salaryMode ?? '') as Input['salaryMode'],
    experienceYears: saved.experienceYears ?? '',
    experienceMonths: saved.experienceMonths ?? '',
    netMonthlyIncome: saved.netMonthlyIncome ?? '',
  };

  async function decide() {
    const { eligible, isServiceable } = await readVerdict();
    if (!eligible) setOutcome('not-eligible');
    else if (isServiceable === false) setOutcome('not-served');
    else await navigate(brand.path('/loan-application/product'));
  }

  if (outcome === 'not-eligible')
    return (
      <Page title={t('messages.notEligibleTitle')}>
        <Typography>{t('messages.notEligible')}</Typography>
      </Page>
    );
  if (outcome === 'not-served')
    return (
      <Page title={t('messages.notEligibleTitle')}>
        <Typography>{t('messages.nonServiceable')}</Typography>
      </Page>
    );

  return (
    <Page title={t('loanApplication.eligibility.title')}>
      <Form
        aria-label={t('loanApplication.eligibility.title')}
        schema={schema}
        defaultValues={defaultValues}
        onSubmit={async (answers, form) => {
          // The saved answers, unchanged: nothing to save again, only the verdict to read (spec 000 §4.3).
          if (saved.pincode !== undefined && sameAsSaved(answers, defaultValues)) return decide();
          setCheckingPincode(true);
          const known = await lookupPincode(answers.pincode).then(
            () => true,
            (error: unknown) => !(error instanceof ApiRequestError && error.status === 404),
          );
          setCheckingPincode(false);
          if (!known) {
            form.setError('pincode', { message: messages.enterValidPincode }, { shouldFocus: true });
            return;
          }
          try {
            await save.mutateAsync(eligibilitySave(answers, dobOnAccount));
          } catch (error) {
            throw error instanceof ApiRequestError ? onTheseFields(error) : error;
          }
          await decide();
        }}
      >
        <Stack spacing={2}>
          <BoundDateField
            name="dob"
            label={t('loanApplication.eligibility.dob')}
            disabled={dobOnAccount !== null}
          />
          <BoundTextField
            name="pincode"
            label={t('loanApplication.eligibility.pincode')}
            htmlInput={{ inputMode: 'numeric', maxLength: 6 }}
            helperText={checkingPincode ? t('messages.validatingPincode') : undefined}
          />
          <EmploymentType />
          <BoundTextField name="salaryMode" label={t('loanApplication.eligibility.salaryMode')} select>
            {salaryModes.map((mode) => (
              <MenuItem key={mode} value={mode}>
                {t(`loanApplication.eligibility.salaryModes.${mode}`)}
              </MenuItem>
            ))}
          </BoundTextField>
          <Stack direction="row" spacing={2}>
            <BoundTextField
              name="experienceYears"
              label={t('loanApplication.eligibility.experienceYears')}
              htmlInput={{ inputMode: 'numeric', maxLength: 2 }}
            />
            <BoundTextField
              name="experienceMonths"
              label={t('loanApplication.eligibility.experienceMonths')}
              htmlInput={{ inputMode: 'numeric', maxLength: 2 }}
            />
          </Stack>
          <BoundTextField
            name="netMonthlyIncome"
            label={t('loanApplication.eligibility.income')}
            htmlInput={{ inputMode: 'numeric', maxLength: 10 }}
          />
          <CheckButton />
        </Stack>
      </Form>
    </Page>
  );
}

function EmploymentType() {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const {
    field: { value, onChange, onBlur, ref, name },
    fieldState: { error },
  } = useController<Input, 'employmentType'>({ name: 'employmentType' });
  return (
    <div>
      <Typography component="p" id="employment-type-label">
        {t('loanApplication.eligibility.employmentType')}
      </Typography>
      <RadioGroup
        row
        aria-labelledby="employment-type-label"
        ref={ref}
        name={name}
        value={value ?? ''}
        onChange={onChange}
        onBlur={onBlur}
      >
        {employmentTypes.map((type) => (
          <FormControlLabel
            key={type}
            value={type}
            control={<Radio />}
            label={t(`loanApplication.eligibility.employmentTypes.${type}`)}
          />
        ))}
      </RadioGroup>
      {error?.message && (
        <Typography color="error" variant="caption">
          {catalogueText(error.message)}
        </Typography>
      )}
    </div>
  );
}

function CheckButton() {
  const { t } = useTranslation();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
      {t('loanApplication.eligibility.check')}
    </Button>
  );
}
