import type { FieldValues } from 'react-hook-form';
import { toMobileDigits } from '../../lib/identity-fields';
import { FormTextField } from './form-text-field';

type FormMobileFieldProps<T extends FieldValues> = Omit<
  Parameters<typeof FormTextField<T>>[0],
  'type' | 'transform' | 'autoComplete' | 'inputMode' | 'maxLength'
>;

/**
 * A ten-digit Indian mobile: the phone keypad, the ten digits of what is typed, pasted or
 * autofilled. The input has no maxLength: a browser would cut '+91 98765 43210' to its first ten
 * characters before the number could be read out of it.
 */
export function FormMobileField<T extends FieldValues = FieldValues>(props: FormMobileFieldProps<T>) {
  return (
    <FormTextField<T>
      {...props}
      type="tel"
      transform={toMobileDigits}
      autoComplete="tel-national"
      inputMode="numeric"
    />
  );
}
