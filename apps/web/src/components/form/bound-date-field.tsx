import { dateEntryValue, formatDateEntry } from '@kredo/domain/date-entry';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { BoundTextField } from './bound-text-field';

type BoundDateFieldProps<T extends FieldValues> = Omit<
  Parameters<typeof BoundTextField<T>>[0],
  'type' | 'transform' | 'format' | 'digits' | 'htmlInput' | 'select' | 'placeholder'
>;

/**
 * A date in an MUI form, entered as the sign-in's FormDateField is: DD/MM/YYYY on the number
 * pad, pasted dates read, the ISO date held once the text is a real date.
 */
export function BoundDateField<T extends FieldValues = FieldValues>(props: BoundDateFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <BoundTextField<T>
      {...props}
      type="text"
      placeholder={t('fields.date.placeholder')}
      transform={dateEntryValue}
      format={formatDateEntry}
      htmlInput={{ inputMode: 'numeric' }}
    />
  );
}
