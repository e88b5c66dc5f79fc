import type { FieldValues } from 'react-hook-form';
import { toMobileDigits } from '../../lib/identity-fields';
import { BoundTextField } from './bound-text-field';

type BoundMobileFieldProps<T extends FieldValues> = Omit<
  Parameters<typeof BoundTextField<T>>[0],
  'type' | 'transform' | 'digits' | 'htmlInput'
>;

/**
 * A ten-digit Indian mobile in an MUI form (a reference's number): the phone keypad, the ten
 * digits of what is typed or pasted, without a country code or trunk 0 (FormMobileField's rule).
 */
export function BoundMobileField<T extends FieldValues = FieldValues>(props: BoundMobileFieldProps<T>) {
  return (
    <BoundTextField<T> {...props} type="tel" transform={toMobileDigits} htmlInput={{ inputMode: 'numeric' }} />
  );
}
