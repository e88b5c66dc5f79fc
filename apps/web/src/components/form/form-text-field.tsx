import { useController, type FieldValues, type Path } from 'react-hook-form';
import { useCatalogueText } from '../../lib/use-catalogue-text';
import { TextField, type TextFieldProps } from '../ui/text-field';

type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  name: Path<T>;
  /** Rewrites what is typed before the form stores it: PAN uppercased, digits only in a mobile. */
  transform?: (value: string) => string;
};

/** A text input of the enclosing `<Form>`, bound by name; its error replaces the helper text. */
export function FormTextField<T extends FieldValues = FieldValues>({
  name,
  helperText,
  transform,
  ...props
}: FormTextFieldProps<T>) {
  const catalogueText = useCatalogueText();
  const {
    field: { ref, value, onChange, ...field },
    fieldState: { error },
  } = useController<T>({ name });
  return (
    <TextField
      {...props}
      {...field}
      value={(value as string | undefined) ?? ''}
      onChange={(event) => onChange(transform ? transform(event.target.value) : event.target.value)}
      inputRef={ref}
      error={error !== undefined}
      helperText={error?.message ? catalogueText(error.message) : helperText}
    />
  );
}
