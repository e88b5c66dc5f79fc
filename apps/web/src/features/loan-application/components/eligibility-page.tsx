import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@kredo/contract/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type * as z from 'zod/mini';
import { Page } from '../../../components/page';
import { ApiRequestError } from '../../../lib/api-error';
import { useBrand } from '../../../lib/brand-context';
import { useSaveProfile } from '../api/application-profile';
import { lookupPincode } from '../api/directory';
import { eligibilitySave, eligibilitySchema } from '../lib/eligibility-form';

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

const salaryModeLabels = { BANK_TRANSFER: 'Bank Transfer', CHEQUE: 'Cheque', CASH: 'Cash' } as const;

function Field({
  control,
  name,
  label,
  ...props
}: { control: Control<Input>; name: keyof Input; label: string } & Omit<
  React.ComponentProps<typeof TextField>,
  'name' | 'label'
>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ''}
          label={label}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? props.helperText}
          fullWidth
        />
      )}
    />
  );
}

/**
 * Basic Eligibility (spec 000 §2.4, §5.2): date of birth, pincode, employment, salary mode, work
 * experience and income. The server decides: not eligible shows 'We are extremely sorry!', an
 * area not served says so, otherwise the Products page follows.
 */
export function EligibilityPage({ saved, dobOnAccount, readVerdict }: EligibilityPageProps) {
  const brand = useBrand();
  const navigate = useNavigate();
  const save = useSaveProfile();
  const [outcome, setOutcome] = useState<'not-eligible' | 'not-served' | undefined>();
  const [failure, setFailure] = useState<string>();
  const [pincodeState, setPincodeState] = useState<'checking' | undefined>();
  const form = useForm<Input, unknown, z.output<Schema>>({
    resolver: zodResolver(eligibilitySchema()),
    defaultValues: {
      dob: saved.dob ?? '',
      pincode: saved.pincode ?? '',
      employmentType: (saved.employmentType ?? '') as Input['employmentType'],
      salaryMode: (saved.salaryMode ?? '') as Input['salaryMode'],
      experienceYears: saved.experienceYears ?? '',
      experienceMonths: saved.experienceMonths ?? '',
      netMonthlyIncome: saved.netMonthlyIncome ?? '',
    },
  });

  // Read while rendering, so that react-hook-form keeps it up to date.
  const { isDirty } = form.formState;

  async function decide() {
    const { eligible, isServiceable } = await readVerdict();
    if (!eligible) setOutcome('not-eligible');
    else if (isServiceable === false) setOutcome('not-served');
    else await navigate(brand.path('/loan-application/product'));
  }

  const submit = form.handleSubmit(async (answers) => {
    setFailure(undefined);
    // The saved answers, unchanged: nothing to save again, only the verdict to read (spec 000 §4.3).
    if (!isDirty && saved.pincode !== undefined) return decide();
    setPincodeState('checking');
    const known = await lookupPincode(answers.pincode).then(
      () => true,
      (error: unknown) => (error instanceof ApiRequestError && error.status === 404 ? false : true),
    );
    setPincodeState(undefined);
    if (!known) {
      form.setError('pincode', { message: messages.enterValidPincode }, { shouldFocus: true });
      return;
    }
    try {
      await save.mutateAsync(eligibilitySave(answers, dobOnAccount));
      await decide();
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      setFailure(error.body.message);
      for (const [path, [message]] of Object.entries(error.body.fieldErrors ?? {})) {
        const field = path.split('.').at(-1);
        if (message && field && field in form.getValues()) form.setError(field as keyof Input, { message });
      }
    }
  });

  if (outcome === 'not-eligible')
    return (
      <Page title={messages.notEligibleTitle}>
        <Typography>{messages.notEligible}</Typography>
      </Page>
    );
  if (outcome === 'not-served')
    return (
      <Page title={messages.notEligibleTitle}>
        <Typography>{messages.nonServiceable}</Typography>
      </Page>
    );

  const { control } = form;
  return (
    <Page title="Basic Eligibility">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Basic Eligibility">
        <Stack spacing={2}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Field
            control={control}
            name="dob"
            label="Date Of Birth"
            type="date"
            disabled={dobOnAccount !== null}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Field
            control={control}
            name="pincode"
            label="Current Pincode"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            helperText={pincodeState === 'checking' ? messages.validatingPincode : undefined}
          />
          <Controller
            control={control}
            name="employmentType"
            render={({ field, fieldState }) => (
              <div>
                <Typography component="p" id="employment-type-label">
                  Employment Type
                </Typography>
                <RadioGroup row aria-labelledby="employment-type-label" {...field} value={field.value ?? ''}>
                  <FormControlLabel value="SALARIED" control={<Radio />} label="Salaried" />
                  <FormControlLabel value="SELF_EMPLOYED" control={<Radio />} label="Self Employed" />
                </RadioGroup>
                {fieldState.error && (
                  <Typography color="error" variant="caption">
                    {fieldState.error.message}
                  </Typography>
                )}
              </div>
            )}
          />
          <Field control={control} name="salaryMode" label="Salary Mode" select>
            {Object.entries(salaryModeLabels).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </Field>
          <Stack direction="row" spacing={2}>
            <Field
              control={control}
              name="experienceYears"
              label="Work Experience (years)"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
            />
            <Field
              control={control}
              name="experienceMonths"
              label="Work Experience (months)"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
            />
          </Stack>
          <Field
            control={control}
            name="netMonthlyIncome"
            label="Net Monthly Income (₹)"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
            Check Eligibility
          </Button>
        </Stack>
      </form>
    </Page>
  );
}
