import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useCatalogueText } from '../../lib/use-catalogue-text';
import { useShownText } from './shown-text';

type BoundTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  name: Path<T>;
  /** Rewrites what is typed before the form stores it (letters and digits only in an account number). */
  transform?: (value: string) => string;
  /** Writes the value the form holds for the eye: an ISO date as DD/MM/YYYY. */
  format?: (value: string) => string;
  /**
   * Shows the text as typed while it reads as the value held ('98765 43210'), tidied by the
   * function when one is given.
   */
  keepTyped?: boolean | ((typed: string) => string);
  /** Fixed text inside the box before what is typed: '+91', '₹'. */
  prefix?: string;
  /** The input's own attributes: maxLength, inputMode. */
  htmlInput?: Record<string, unknown>;
  /** A number of at most this many digits: anything else typed is dropped, phones offer the number pad. */
  digits?: number;
  /**
   * Fields whose rules read this one, checked again when it changes once the borrower has been
   * there (an untouched field is not told it is blank).
   */
  deps?: Path<T>[];
};

/** An MUI text field (or select, with `select`) of the enclosing form, bound by name. */
export function BoundTextField<T extends FieldValues = FieldValues>({
  name,
  helperText,
  transform: rewrite,
  format,
  keepTyped,
  prefix,
  htmlInput: attributes,
  digits,
  slotProps,
  deps,
  ...props
}: BoundTextFieldProps<T>) {
  const transform = digits === undefined ? rewrite : digitsOnly;
  const htmlInput =
    digits === undefined ? attributes : { maxLength: digits, inputMode: 'numeric', ...attributes };
  const catalogueText = useCatalogueText();
  const {
    field: { ref, value, onChange, onBlur, ...field },
    fieldState: { error },
  } = useController<T>({ name });
  const { getFieldState, trigger, formState } = useFormContext<T>();
  const text = useShownText({ value: (value as string | undefined) ?? '', transform, format, keepTyped });
  // Read while rendering, so the form reports it.
  const { isSubmitted } = formState;
  const recheck = () => {
    const visited = (deps ?? []).filter((dep) => {
      const state = getFieldState(dep);
      return isSubmitted || state.isTouched || state.error !== undefined;
    });
    if (visited.length > 0) void trigger(visited);
  };
  return (
    <TextField
      fullWidth
      {...props}
      {...field}
      value={text.shown}
      onChange={(event) => {
        onChange(text.change(event.target.value, event.nativeEvent));
        recheck();
      }}
      onBlur={() => {
        text.leave();
        onBlur();
      }}
      inputRef={ref}
      error={error !== undefined}
      helperText={error?.message ? catalogueText(error.message) : helperText}
      slotProps={{
        ...slotProps,
        ...(prefix && {
          input: { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> },
        }),
        htmlInput: { ...htmlInput },
      }}
    />
  );
}

const digitsOnly = (value: string) => value.replace(/\D/g, '');
