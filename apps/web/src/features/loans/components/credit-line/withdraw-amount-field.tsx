import { formatMoney } from '@kredo/domain/money';
import { useController } from 'react-hook-form';
import { useShownText } from '../../../../components/form/shown-text';
import { TextField } from '../../../../components/ui/text-field';
import { useTranslation } from '../../../../lib/i18n';
import { groupRupees } from '../../lib/payment-form';
import { refusalOf, type LineRoom, type WithdrawFormInput } from '../../lib/withdraw-form';
import '../../texts';

/**
 * The amount to withdraw in rupees, bound to the withdraw form, with the spec's check as it is
 * typed (spec 001 §5): 'Loan Tenure has expired' at once on an expired line, otherwise once the
 * field has been typed in or left. Its max attribute '30' is the spec's (§9, meaning not shown):
 * kept as written, it limits nothing in a text field.
 */
export function WithdrawAmountField({ room }: { room: LineRoom }) {
  const { t } = useTranslation();
  const {
    field: { ref, value, onChange, onBlur, name },
    fieldState: { isDirty, isTouched },
  } = useController<WithdrawFormInput, 'amount'>({ name: 'amount' });
  const text = useShownText({ value, format: groupRupees, keepTyped: true });
  const available = formatMoney(room.available);
  const refusal = refusalOf(value, room);
  const shown = refusal && (room.expired || isDirty || isTouched) ? refusal : null;
  return (
    <TextField
      name={name}
      label={t('loans.creditLine.withdrawScreen.amount')}
      prefix="₹"
      inputMode="decimal"
      autoComplete="off"
      max="30"
      value={text.shown}
      onChange={(event) => onChange(text.change(event.target.value, event.nativeEvent))}
      onBlur={() => {
        text.leave();
        onBlur();
      }}
      inputRef={ref}
      error={shown !== null}
      helperText={
        shown
          ? t(`loans.creditLine.refusals.${shown.code}`, { limit: available })
          : t('loans.creditLine.withdrawScreen.amountHint', { available })
      }
    />
  );
}
