import type { FieldValues } from 'react-hook-form';
import { toMobileDigits, withoutCountryCode } from '../../lib/identity-fields';
import { FormTextField } from './form-text-field';

type FormMobileFieldProps<T extends FieldValues> = Omit<
  Parameters<typeof FormTextField<T>>[0],
  'type' | 'transform' | 'autoComplete' | 'inputMode' | 'maxLength' | 'prefix' | 'keepTyped'
>;

/**
 * A ten-digit Indian mobile after a fixed '+91': the phone keypad, the ten digits of what is
 * typed, pasted or autofilled. A '+91' or 0 typed first is dropped from the screen (the '+91' is
 * already there), and '98765 43210' stays as typed while the form holds '9876543210'; a paste
 * shows the ten digits at once. The input has no maxLength: a browser would cut '+91 98765 43210'
 * to its first ten characters before the number could be read out of it.
 */
export function FormMobileField<T extends FieldValues = FieldValues>(props: FormMobileFieldProps<T>) {
  return (
    <FormTextField<T>
      {...props}
      type="tel"
      prefix="+91"
      transform={toMobileDigits}
      keepTyped={withoutCountryCode}
      autoComplete="tel-national"
      inputMode="numeric"
    />
  );
}
