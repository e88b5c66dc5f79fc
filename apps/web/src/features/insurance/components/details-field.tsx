import type { InsuranceFieldDefinition } from '@kredo/contract/insurance';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { insuranceNomineeRelations, nomineeFieldNames } from '@kredo/domain/insurance-form';
import { useController } from 'react-hook-form';
import { BoundDateField } from '../../../components/form/bound-date-field';
import { BoundTextField } from '../../../components/form/bound-text-field';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { heldText } from '../lib/details-form';
import { fieldLabel, optionLabel } from '../lib/field-texts';
import { FileField } from './file-field';
import { OtpField } from './otp-field';
import '../texts';

/** One field of the details form, drawn by its definition's type (spec 002 §3, §5). */
export function DetailsField({ field, productId }: { field: InsuranceFieldDefinition; productId: string }) {
  const { t } = useTranslation();
  const label = fieldLabel(t, field);
  switch (field.type) {
    case 'date':
      return <BoundDateField name={field.name} label={label} required />;
    case 'select': {
      const relationship = field.name === nomineeFieldNames.relationship;
      const options =
        field.options ??
        (relationship ? insuranceNomineeRelations.map((value) => ({ value, label: value })) : []);
      return (
        <BoundTextField
          name={field.name}
          label={label}
          required
          select
          {...(relationship && {
            slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
          })}
        >
          {relationship && (
            <MenuItem value="" disabled sx={{ minHeight: 44 }}>
              {t('paForm.nominee.relationshipPlaceholder')}
            </MenuItem>
          )}
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value} sx={{ minHeight: 44 }}>
              {optionLabel(t, field, option)}
            </MenuItem>
          ))}
        </BoundTextField>
      );
    }
    case 'radio':
      return <RadioField field={field} label={label} />;
    case 'checkbox':
      return <CheckboxField name={field.name} label={label} />;
    case 'otp':
      return <OtpField field={field} productId={productId} />;
    case 'file':
      return <FileField field={field} />;
    default: {
      const numeric = field.inputType === 'tel' || field.inputType === 'number';
      return (
        <BoundTextField
          name={field.name}
          label={label}
          required
          type={field.inputType === 'email' ? 'email' : 'text'}
          transform={(typed) => heldText(field, typed)}
          htmlInput={{
            ...(field.max_length !== null && { maxLength: field.max_length }),
            ...(numeric && { inputMode: 'numeric' }),
          }}
        />
      );
    }
  }
}

function RadioField({ field, label }: { field: InsuranceFieldDefinition; label: string }) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const {
    field: { value, onChange, onBlur, ref },
    fieldState: { error },
  } = useController({ name: field.name });
  const labelId = `${field.name}-label`;
  return (
    <div>
      <FormLabel id={labelId} required error={error !== undefined}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        ref={ref}
        aria-labelledby={labelId}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        {(field.options ?? []).map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={optionLabel(t, field, option)}
            sx={{ minHeight: 44 }}
          />
        ))}
      </RadioGroup>
      {error?.message && <FormHelperText error>{catalogueText(error.message)}</FormHelperText>}
    </div>
  );
}

/** A box to tick, bound by name; its message under it. */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const catalogueText = useCatalogueText();
  const {
    field: { value, onChange, onBlur, ref },
    fieldState: { error },
  } = useController({ name });
  return (
    <div>
      <FormControlLabel
        control={
          <Checkbox
            slotProps={{ input: { ref } }}
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
          />
        }
        label={label}
      />
      {error?.message && <FormHelperText error>{catalogueText(error.message)}</FormHelperText>}
    </div>
  );
}
