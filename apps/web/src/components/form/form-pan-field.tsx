import type { FieldValues } from 'react-hook-form';
import { panLength, toPan } from '../../lib/identity-fields';
import { FormTextField } from './form-text-field';

type FormPanFieldProps<T extends FieldValues> = Omit<
  Parameters<typeof FormTextField<T>>[0],
  'transform' | 'autoComplete' | 'maxLength' | 'autoCapitalize' | 'spellCheck'
>;

/** A PAN: uppercased and cut to ten characters as typed or pasted, no autofill or spelling help. */
export function FormPanField<T extends FieldValues = FieldValues>(props: FormPanFieldProps<T>) {
  return (
    <FormTextField<T>
      {...props}
      transform={toPan}
      autoComplete="off"
      maxLength={panLength}
      autoCapitalize="characters"
      spellCheck={false}
    />
  );
}
