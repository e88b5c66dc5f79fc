import type { FieldDefinition } from '@kredo/contract/loan-application';
import { messages } from '@kredo/contract/messages';
import { accountNumbersMatch } from '@kredo/domain/validators/bank-account';
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
import { ApiRequestError } from '../../../lib/api-error';
import { useSaveProfile } from '../api/application-profile';
import {
  fieldError,
  fieldErrorsByIdentifier,
  saveBodyFor,
  schemaErrors,
  shownValue,
  type FormValues,
} from '../lib/field-values';
import { CompanyPicker } from './company-picker';
import { IfscField } from './ifsc-field';
import { serverToday } from '../../../lib/server-clock';

type CategoryFormProps = {
  title: string;
  fields: readonly FieldDefinition[];
  optionalFields: readonly FieldDefinition[];
  /** After a successful save. */
  onSaved: () => void;
};

const confirmKey = (identifier: string) => `${identifier}#again`;
const isAccountNumber = (field: FieldDefinition) => field.identifier.endsWith('.accountNumber');
/** `bankAccounts.NACH` for the repayment account's fields; undefined for any other field. */
const accountOf = (field: FieldDefinition) =>
  field.identifier.startsWith('bankAccounts.')
    ? field.identifier.split('.').slice(0, 2).join('.')
    : undefined;

/**
 * One category of the dynamic application form (spec 000 §3.3, §4.3): a field for each
 * definition, checked by the same rule as the server; Continue validates, saves the profile and
 * moves on. Documents are uploaded in their own step and show here as still to do.
 */
export function CategoryForm({ title, fields, optionalFields, onSaved }: CategoryFormProps) {
  const all = [...fields, ...optionalFields];
  const [values, setValues] = useState<FormValues>(() =>
    Object.fromEntries(
      all.map((field) => [field.identifier, isAccountNumber(field) ? '' : shownValue(field)]),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const save = useSaveProfile();
  const today = serverToday();

  // A changed field's old message goes; it is checked again on Continue.
  const set = (key: string, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _changed, ...rest }) => rest);
  };

  /** A saved account whose number was not retyped and whose other fields are unchanged. */
  function keptAccount(numberField: FieldDefinition): boolean {
    if ((values[numberField.identifier] ?? '') !== '') return false;
    const account = accountOf(numberField);
    return all.every(
      (field) =>
        accountOf(field) !== account ||
        field === numberField ||
        (values[field.identifier] ?? '').trim() === shownValue(field),
    );
  }

  function validate(): Record<string, string> {
    const found: Record<string, string> = {};
    for (const field of all) {
      if (field.type === 'file') continue;
      const typed = values[field.identifier] ?? '';
      // A saved account number is shown masked: left blank, the saved account stays as it is,
      // unless its holder or IFSC was changed, which needs the number again.
      if (isAccountNumber(field) && typed === '' && field.value !== null) {
        if (keptAccount(field)) continue;
        found[field.identifier] = messages.enterToContinue;
        continue;
      }
      const message = fieldError(field, typed, today);
      if (message) found[field.identifier] = message;
      else if (
        isAccountNumber(field) &&
        !accountNumbersMatch(typed, values[confirmKey(field.identifier)] ?? '')
      )
        found[confirmKey(field.identifier)] = messages.accountNumberMismatch;
    }
    const repayment = values['bankAccounts.NACH.accountNumber'];
    const disbursal = values['bankAccounts.DISBURSAL.accountNumber'];
    if (repayment && disbursal && accountNumbersMatch(repayment, disbursal)) {
      found['bankAccounts.NACH.accountNumber'] = messages.repaymentAccountSame;
      found['bankAccounts.DISBURSAL.accountNumber'] = messages.disbursalAccountSame;
    }
    return found;
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // A saved account left as it is is not sent again.
    const kept = new Set(
      all
        .filter((field) => isAccountNumber(field) && field.value !== null && keptAccount(field))
        .map(accountOf),
    );
    const typed = all.filter((field) => !kept.has(accountOf(field)));
    const body = saveBodyFor(typed, values);
    // A screen of documents only has nothing to save.
    const nothingToSave = !body.profileData && !body.bankAccounts && !body.references;
    if (nothingToSave) return onSaved();
    const refused = schemaErrors(body);
    setErrors(refused);
    if (Object.keys(refused).length > 0) return;
    try {
      await save.mutateAsync(body);
      onSaved();
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      setFailure(error.body.message);
      setErrors(fieldErrorsByIdentifier(error.body.fieldErrors ?? {}, body));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {all.map((field) => (
          <FieldInput
            key={field.identifier}
            field={field}
            value={values[field.identifier] ?? ''}
            error={errors[field.identifier]}
            onChange={(value) => set(field.identifier, value)}
          >
            {isAccountNumber(field) && (
              <TextField
                label={`Re-enter ${field.label}`}
                value={values[confirmKey(field.identifier)] ?? ''}
                onChange={(event) => set(confirmKey(field.identifier), event.target.value.trim())}
                error={errors[confirmKey(field.identifier)] !== undefined}
                helperText={errors[confirmKey(field.identifier)]}
                slotProps={{ htmlInput: { maxLength: field.max_length } }}
                fullWidth
              />
            )}
          </FieldInput>
        ))}
        <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}

type FieldInputProps = {
  field: FieldDefinition;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  children?: React.ReactNode;
};

/** One field, drawn by its type (spec 000 §3.3). */
function FieldInput({ field, value, error, onChange, children }: FieldInputProps) {
  const common = {
    label: field.label,
    value,
    error: error !== undefined,
    helperText: error,
    disabled: field.isReadOnly,
    required: field.isRequired,
    fullWidth: true,
  };
  switch (field.type) {
    case 'file':
      return (
        <Typography>
          {field.label}: {field.value ? 'Uploaded' : 'To do in the Documents step'}
        </Typography>
      );
    case 'radio':
      return (
        <div>
          <Typography component="p" id={`${field.identifier}-label`}>
            {field.label}
          </Typography>
          <RadioGroup
            row
            aria-labelledby={`${field.identifier}-label`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          >
            {field.options?.map((option) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={<Radio />}
                label={option.label}
              />
            ))}
          </RadioGroup>
          {error && (
            <Typography color="error" variant="caption">
              {error}
            </Typography>
          )}
        </div>
      );
    case 'dropdown':
      return (
        <TextField {...common} select onChange={(event) => onChange(event.target.value)}>
          {field.options?.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'ifsc':
      return <IfscField {...common} maxLength={field.max_length} onChange={onChange} />;
    case 'date':
    case 'datePicker':
      return (
        <TextField
          {...common}
          type="date"
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: serverToday() } }}
        />
      );
    default: {
      if (field.identifier === 'currentEmployer') return <CompanyPicker {...common} onChange={onChange} />;
      const numeric = field.type === 'number' || field.type === 'pincode' || field.type === 'otp';
      return (
        <>
          <TextField
            {...common}
            type={field.type === 'email' ? 'email' : 'text'}
            onChange={(event) =>
              onChange(numeric ? event.target.value.replace(/\D/g, '') : event.target.value)
            }
            slotProps={{
              htmlInput: {
                maxLength:
                  field.type === 'pincode'
                    ? 6
                    : field.type === 'number' && field.unit === 'paise'
                      ? 10
                      : field.max_length,
                inputMode: numeric ? 'numeric' : undefined,
              },
            }}
          />
          {children}
        </>
      );
    }
  }
}
