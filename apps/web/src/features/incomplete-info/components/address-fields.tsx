import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n';
import { BoundTextField } from '../../../components/form/bound-text-field';
import '../texts';

const lines = ['house', 'street', 'locality', 'landmark'] as const;

/** House, street, locality, landmark and pincode of the address at `name` in the form. */
export function AddressFields({ name, legend }: { name: string; legend: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 2 }}>
        {legend}
      </Typography>
      {lines.map((line) => (
        <BoundTextField
          key={line}
          name={`${name}.${line}`}
          label={t(`incompleteInfo.address.${line}`)}
          required
          htmlInput={{ maxLength: 60 }}
        />
      ))}
      <BoundTextField
        name={`${name}.pincode`}
        label={t('incompleteInfo.address.pincode')}
        required
        digits={6}
      />
    </Stack>
  );
}

export const blankAddress = { house: '', street: '', locality: '', landmark: '', pincode: '' };

type SavedAddress = Record<keyof typeof blankAddress, string | null>;

/** A saved address as the form's text fields. */
export function addressValues(saved: SavedAddress): typeof blankAddress {
  return {
    house: saved.house ?? '',
    street: saved.street ?? '',
    locality: saved.locality ?? '',
    landmark: saved.landmark ?? '',
    pincode: saved.pincode ?? '',
  };
}
