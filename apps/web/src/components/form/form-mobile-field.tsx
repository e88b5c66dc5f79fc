import type { FieldValues } from 'react-hook-form';
import { toMobileDigits } from '../../lib/identity-fields';
import { FormTextField } from './form-text-field';

type FormMobileFieldProps<T extends FieldValues> = Omit<
  Parameters<typeof FormTextField<T>>[0],
  'type' | 'transform' | 'autoComplete' | 'inputMode' | 'maxLength' | 'prefix' | 'keepTyped'
>;

/**
 * A ten-digit Indian mobile after a fixed '+91': the phone keypad, the ten digits of what is
 * typed, pasted or autofilled. '+91 98765 43210' or '098765 43210' stays on screen as typed while
 * the form holds '9876543210'. The input has no maxLength: a browser would cut '+91 98765 43210'
 * to its first ten characters before the number could be read out of it.
 */
export function FormMobileField<T extends FieldValues = FieldValues>(props: FormMobileFieldProps<T>) {
  return (
    <FormTextField<T>
      {...props}
      type="tel"
      prefix="+91"
      transform={toMobileDigits}
      keepTyped
      autoComplete="tel-national"
      inputMode="numeric"
    />
  );
}
