import type { FieldValues } from 'react-hook-form';
import { toMobileDigits, withoutCountryCode } from '../../lib/identity-fields';
import { BoundTextField } from './bound-text-field';

type BoundMobileFieldProps<T extends FieldValues> = Omit<
  Parameters<typeof BoundTextField<T>>[0],
  'type' | 'transform' | 'digits' | 'htmlInput' | 'prefix' | 'keepTyped'
>;

/**
 * A ten-digit Indian mobile in an MUI form (a reference's number) after a fixed '+91': the phone
 * keypad, the ten digits of what is typed or pasted, without a country code or trunk 0
 * (FormMobileField's rule), the text staying as typed while it reads as the number.
 */
export function BoundMobileField<T extends FieldValues = FieldValues>(props: BoundMobileFieldProps<T>) {
  return (
    <BoundTextField<T>
      {...props}
      type="tel"
      prefix="+91"
      transform={toMobileDigits}
      keepTyped={withoutCountryCode}
      htmlInput={{ inputMode: 'numeric', autoComplete: 'tel-national' }}
    />
  );
}
