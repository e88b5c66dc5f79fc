import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type FieldValues, type Path } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & { name: Path<T> };

/** A text input (or a native select) of the enclosing `<Form>`; its error replaces the helper text. */
export function FormTextField<T extends FieldValues = FieldValues>({
  name,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const {
    field: { ref, value, ...field },
    fieldState: { error },
  } = useController<T>({ name });
  return (
    <TextField
      fullWidth
      {...props}
      {...field}
      value={(value as string | undefined) ?? ''}
      inputRef={ref}
      error={error !== undefined}
      helperText={error?.message ?? helperText}
    />
  );
}
