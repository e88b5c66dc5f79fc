import type { NachAppointment } from '@kredo/contract/mandates';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n';
import { formatVisitDate } from '../../../../lib/visit-date';
import '../../texts';

/** The booked visit, as the server holds it: day, slot, where, and the address. */
export function BookedVisit({ appointment }: { appointment: NachAppointment }) {
  const { t, i18n } = useTranslation();
  const { address } = appointment;
  return (
    <Alert severity="success" icon={false} aria-label={t('consent.repay.appointment.booked')}>
      <Typography sx={{ fontWeight: 600 }}>
        {formatVisitDate(appointment.date, i18n.language)}, {appointment.slot}
      </Typography>
      <Typography variant="body2">
        {t(`consent.repay.appointment.locations.${appointment.locationType}`)}
      </Typography>
      <Typography variant="body2">
        {[address.house, address.street, address.locality, address.landmark, address.pincode].join(', ')}
      </Typography>
    </Alert>
  );
}
