import { useController, type FieldValues, type Path } from 'react-hook-form';
import { useCatalogueText } from '../../lib/use-catalogue-text';
import { TextField, type TextFieldProps } from '../ui/text-field';
import { useShownText } from './shown-text';

type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  name: Path<T>;
  /** Rewrites what is typed before the form stores it: PAN uppercased, digits only in a mobile. */
  transform?: (value: string) => string;
  /** Writes the value the form holds for the eye: an ISO date as DD/MM/YYYY. */
  format?: (value: string) => string;
  /**
   * Shows the text as typed while it reads as the value held ('98765 43210'), tidied by the
   * function when one is given.
   */
  keepTyped?: boolean | ((typed: string) => string);
};

/** A text input of the enclosing `<Form>`, bound by name; its error replaces the helper text. */
export function FormTextField<T extends FieldValues = FieldValues>({
  name,
  helperText,
  transform,
  format,
  keepTyped,
  ...props
}: FormTextFieldProps<T>) {
  const catalogueText = useCatalogueText();
  const {
    field: { ref, value, onChange, onBlur, ...field },
    fieldState: { error },
  } = useController<T>({ name });
  const text = useShownText({ value: (value as string | undefined) ?? '', transform, format, keepTyped });
  return (
    <TextField
      {...props}
      {...field}
      value={text.shown}
      onChange={(event) => onChange(text.change(event.target.value, event.nativeEvent))}
      onBlur={() => {
        text.leave();
        onBlur();
      }}
      inputRef={ref}
      error={error !== undefined}
      helperText={error?.message ? catalogueText(error.message) : helperText}
    />
  );
}
