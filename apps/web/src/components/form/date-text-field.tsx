import { dateEntryValue, formatDateEntry } from '@kredo/domain/date-entry';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from '../../lib/i18n';

type DateTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'select'> & {
  /** The ISO date once a real date is typed, the text as shown until then. */
  value: string;
  onValueChange: (value: string) => void;
};

/** An MUI date field outside a `<Form>`, entered as BoundDateField is (DD/MM/YYYY, pastes read). */
export function DateTextField({ value, onValueChange, slotProps, ...props }: DateTextFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      fullWidth
      {...props}
      value={formatDateEntry(value)}
      onChange={(event) => onValueChange(dateEntryValue(event.target.value))}
      placeholder={t('fields.date.placeholder')}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
