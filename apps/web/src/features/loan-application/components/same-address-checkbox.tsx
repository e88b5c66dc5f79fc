import type { FieldDefinition } from '@kredo/contract/loan-application';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { currentOf, isPermanentAddress, PERM_SAME } from '../lib/residence-fields';

/**
 * 'Same as current address': ticked, the current address is copied into the permanent one, whose
 * fields are then hidden (and sent as the current address's while it stays ticked).
 */
export function SameAddressCheckbox({ fields }: { fields: readonly FieldDefinition[] }) {
  const { t } = useTranslation();
  const { getValues, setValue } = useFormContext();
  const {
    field: { value, onChange, ref },
  } = useController({ name: PERM_SAME });
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={value === true}
          slotProps={{ input: { ref } }}
          onChange={(event) => {
            if (event.target.checked)
              for (const field of fields.filter(isPermanentAddress))
                setValue(field.identifier, getValues(currentOf(field.identifier)));
            onChange(event.target.checked);
          }}
        />
      }
      label={t('fields.address.sameAsCurrent')}
    />
  );
}
