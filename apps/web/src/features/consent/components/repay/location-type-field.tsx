import { docAppointmentLocationTypes } from '@kredo/contract/mandates';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import { useCatalogueText } from '../../../../lib/use-catalogue-text';
import type { NachAppointmentForm } from '../../lib/nach-appointment-form';
import '../../texts';

/** Where the agent comes: the borrower's office or home (spec 001 §3 DocAppointmentLocationType). */
export function LocationTypeField() {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const labelId = useId();
  const {
    field: { value, onChange, onBlur, ref },
    fieldState: { error },
  } = useController<NachAppointmentForm, 'locationType'>({ name: 'locationType' });
  return (
    <FormControl error={error !== undefined}>
      <FormLabel id={labelId}>{t('consent.repay.appointment.locationType')}</FormLabel>
      <RadioGroup
        ref={ref}
        aria-labelledby={labelId}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        {docAppointmentLocationTypes.map((type) => (
          <FormControlLabel
            key={type}
            value={type}
            control={<Radio />}
            label={t(`consent.repay.appointment.locations.${type}`)}
          />
        ))}
      </RadioGroup>
      {error?.message && <FormHelperText>{catalogueText(error.message)}</FormHelperText>}
    </FormControl>
  );
}
