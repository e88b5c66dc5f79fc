import { dateEntryValue, formatDateEntry } from '@kredo/domain/date-entry';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { FormTextField } from './form-text-field';

type FormDateFieldProps<T extends FieldValues> = Omit<
  Parameters<typeof FormTextField<T>>[0],
  'type' | 'transform' | 'format' | 'inputMode' | 'placeholder' | 'min' | 'max'
>;

/**
 * A date of the enclosing `<Form>` typed as DD/MM/YYYY on the number pad, the slashes put in as
 * it is typed; '15-05-1990' or '1990-05-15' pasted is read too. The form holds the ISO date
 * ('1990-05-15') once the text is a real date, and the text until then, which the schema refuses
 * with its own message (date-entry.ts).
 */
export function FormDateField<T extends FieldValues = FieldValues>(props: FormDateFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <FormTextField<T>
      {...props}
      type="text"
      inputMode="numeric"
      placeholder={t('fields.date.placeholder')}
      transform={dateEntryValue}
      format={formatDateEntry}
    />
  );
}
