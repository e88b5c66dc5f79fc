import TextField from '@mui/material/TextField';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { branchLine, useIfscBranch } from '../../lib/ifsc-branch';
import { useCatalogueText } from '../../lib/use-catalogue-text';

type IfscFieldProps<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  /**
   * Fields whose rules read this one (an account is its number at its IFSC), checked again when it
   * changes once the borrower has been there.
   */
  deps?: Path<T>[];
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
  deps,
}: IfscFieldProps<T>) {
  const catalogueText = useCatalogueText();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController<T>({ name });
  const { getFieldState, trigger, formState } = useFormContext<T>();
  // Read while rendering, so the form reports it.
  const { isSubmitted } = formState;
  const recheck = () => {
    const visited = (deps ?? []).filter((dep) => {
      const state = getFieldState(dep);
      return isSubmitted || state.isTouched || state.error !== undefined;
    });
    if (visited.length > 0) void trigger(visited);
  };
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
      onChange={(event) => {
        onChange(event.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ''));
        recheck();
      }}
      error={message !== undefined}
      helperText={message ? catalogueText(message) : found.branch && branchLine(found.branch)}
      slotProps={{ htmlInput: { maxLength, autoCapitalize: 'characters' } }}
    />
  );
}
