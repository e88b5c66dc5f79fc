import type { FieldValues } from 'react-hook-form';
import { mobileLength, toMobileDigits } from '../../lib/identity-fields';
import { FormTextField } from './form-text-field';

type FormMobileFieldProps<T extends FieldValues> = Omit<
  Parameters<typeof FormTextField<T>>[0],
  'type' | 'transform' | 'autoComplete' | 'inputMode' | 'maxLength'
>;

/** A ten-digit Indian mobile: the phone keypad, digits only as typed or pasted. */
export function FormMobileField<T extends FieldValues = FieldValues>(props: FormMobileFieldProps<T>) {
  return (
    <FormTextField<T>
      {...props}
      type="tel"
      transform={toMobileDigits}
      autoComplete="tel-national"
      inputMode="numeric"
      maxLength={mobileLength}
    />
  );
}
