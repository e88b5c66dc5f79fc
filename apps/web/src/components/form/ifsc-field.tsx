import TextField from '@mui/material/TextField';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { branchLine, useIfscBranch } from '../../lib/ifsc-branch';
import { useCatalogueText } from '../../lib/use-catalogue-text';

type IfscFieldProps<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
};

const IFSC_LENGTH = 11;

/**
 * An IFSC of the enclosing form (an MUI field), uppercased as typed and looked up once it is well
 * formed: the branch shows under the field, an unknown code says 'Incorrect IFSC code!', any
 * other failure 'Something went wrong!'; the form's own message comes first.
 */
export function IfscField<T extends FieldValues = FieldValues>({
  name,
  label,
  required = false,
  disabled = false,
  maxLength = IFSC_LENGTH,
}: IfscFieldProps<T>) {
  const catalogueText = useCatalogueText();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController<T>({ name });
  const code = String(value ?? '');
  const found = useIfscBranch(code);
  const message = error?.message ?? found.error;
  return (
    <TextField
      label={label}
      required={required}
      disabled={disabled}
      fullWidth
      value={code}
      inputRef={ref}
      onBlur={onBlur}
      onChange={(event) => onChange(event.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ''))}
      error={message !== undefined}
      helperText={message ? catalogueText(message) : found.branch && branchLine(found.branch)}
      slotProps={{ htmlInput: { maxLength, autoCapitalize: 'characters' } }}
    />
  );
}
