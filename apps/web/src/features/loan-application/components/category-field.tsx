import type { FieldDefinition } from '@kredo/contract/loan-application';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { BoundDateField } from '../../../components/form/bound-date-field';
import { BoundMobileField } from '../../../components/form/bound-mobile-field';
import { BoundTextField } from '../../../components/form/bound-text-field';
import { CompanyField } from '../../../components/form/company-field';
import { IfscField } from '../../../components/form/ifsc-field';
import { COMPANY_CIN } from '../lib/category-schema';
import { useCatalogueText } from '../../../lib/use-catalogue-text';

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** One field of the enclosing category form, drawn by its type (spec 000 §3.3). */
export function CategoryField({ field, children }: { field: FieldDefinition; children?: ReactNode }) {
  const common = {
    name: field.identifier,
    label: field.label,
    disabled: field.isReadOnly,
    required: field.isRequired,
  };
  switch (field.type) {
    case 'radio':
      return <RadioField field={field} />;
    case 'dropdown':
      return (
        <BoundTextField {...common} select>
          {field.options?.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </BoundTextField>
      );
    case 'ifsc':
      return <IfscField {...common} maxLength={field.max_length} />;
    case 'date':
    case 'datePicker':
      return <BoundDateField {...common} />;
    default: {
      if (field.identifier === 'currentEmployer')
        return <CompanyField<FieldValues> {...common} cinName={COMPANY_CIN} />;
      // The one mobile rule: +91 shown, a pasted '+91 98765 43210' read as its ten digits.
      if (field.identifier === 'mobile') return <BoundMobileField {...common} />;
      const numeric = field.type === 'number' || field.type === 'pincode' || field.type === 'otp';
      const maxLength =
        field.type === 'pincode'
          ? 6
          : field.type === 'number' && field.unit === 'paise'
            ? 10
            : field.max_length;
      return (
        <>
          <BoundTextField
            {...common}
            type={field.type === 'email' ? 'email' : 'text'}
            transform={numeric ? digitsOnly : undefined}
            prefix={field.unit === 'paise' ? '₹' : undefined}
            htmlInput={{ maxLength, inputMode: numeric ? 'numeric' : undefined }}
          />
          {children}
        </>
      );
    }
  }
}

/** A choice of a few, side by side; its message under them. */
function RadioField({ field }: { field: FieldDefinition }) {
  const catalogueText = useCatalogueText();
  const {
    field: { value, onChange, onBlur, ref },
    fieldState: { error },
  } = useController({ name: field.identifier });
  const labelId = `${field.identifier}-label`;
  return (
    <div>
      <Typography component="p" id={labelId}>
        {field.label}
      </Typography>
      <RadioGroup
        row
        ref={ref}
        aria-labelledby={labelId}
        value={String(value ?? '')}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
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
      {error?.message && (
        <Typography color="error" variant="caption">
          {catalogueText(error.message)}
        </Typography>
      )}
    </div>
  );
}
