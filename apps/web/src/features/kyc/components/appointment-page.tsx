import { bookAppointmentBodySchema, type Appointment } from '@kredo/contract/kyc';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import * as z from 'zod/mini';
import { BoundTextField } from '../../../components/form/bound-text-field';
import { Form } from '../../../components/form/form';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useBookAppointment } from '../api/book-appointment';
import { useAppointment } from '../api/get-appointment';
import { formatVisitDate } from '../../../lib/visit-date';
import '../texts';

/** The booking call's own fields; the borrower is the one signed in. */
const appointmentFormSchema = z.omit(bookAppointmentBodySchema, { userId: true });
type AppointmentForm = z.input<typeof appointmentFormSchema>;

type AddressLines = Appointment['address'];
const addressLines = ['house', 'street', 'locality', 'landmark', 'pincode'] as const;
const emptyAddress: AddressLines = { house: '', street: '', locality: '', landmark: '', pincode: '' };

/** The booked visit, as the server holds it. */
function BookedVisit({ appointment }: { appointment: Appointment }) {
  const { t, i18n } = useTranslation();
  const { address } = appointment;
  return (
    <Alert severity="success" aria-label={t('kyc.appointment.booked')}>
      <Typography sx={{ fontWeight: 600 }}>
        {formatVisitDate(appointment.date, i18n.language)}, {appointment.slot}
      </Typography>
      <Typography variant="body2">
        {[address.house, address.street, address.locality, address.landmark, address.pincode].join(', ')}
      </Typography>
    </Alert>
  );
}

/** Book Appointment: waits while the booking is sent. */
function BookButton() {
  const { t } = useTranslation();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
      {t('kyc.appointment.book')}
    </Button>
  );
}

type AppointmentPageProps = {
  userId: string;
  /** The borrower's current address from the profile, to start from. */
  defaultAddress?: Partial<AddressLines> | undefined;
};

/**
 * Appointment (physical documents, spec 000 §3.2): a visit by an agent who collects the
 * documents, on one of the next seven days but Sundays, in a two-hour slot, at an address. The
 * booking is shown back; it does not complete KYC by itself (docs/decisions.md).
 */
export function AppointmentPage({ userId, defaultAddress }: AppointmentPageProps) {
  const { t, i18n } = useTranslation();
  const catalogueText = useCatalogueText();
  const state = useAppointment(userId);
  const book = useBookAppointment();
  const [failure, setFailure] = useState<string>();
  const [changing, setChanging] = useState(false);

  if (state.isError)
    return (
      <Page title={t('kyc.appointment.title')}>
        {<Alert severity="error">{catalogueText(state.error.message)}</Alert>}
      </Page>
    );
  if (!state.data) return <RouteLoader />;
  const booked = state.data.appointment;

  return (
    <Page title={t('kyc.appointment.title')}>
      {booked && !changing ? (
        <Stack spacing={2}>
          <Typography>{t('kyc.appointment.agentWillVisit')}</Typography>
          <BookedVisit appointment={booked} />
          <Typography variant="body2">{t('kyc.appointment.completeOnceCollected')}</Typography>
          <Button variant="outlined" onClick={() => setChanging(true)}>
            {t('kyc.appointment.change')}
          </Button>
        </Stack>
      ) : (
        <Form
          schema={appointmentFormSchema}
          defaultValues={{ date: '', address: { ...emptyAddress, ...defaultAddress } }}
          onSubmit={async (values) => {
            setFailure(undefined);
            await book.mutateAsync({ userId, ...values });
            setChanging(false);
          }}
          onFailure={(error) => setFailure(error.message)}
          aria-label={t('kyc.appointment.formLabel')}
        >
          <Stack spacing={2}>
            <Typography>{t('kyc.appointment.intro')}</Typography>
            {failure && <Alert severity="error">{catalogueText(failure)}</Alert>}
            <BoundTextField<AppointmentForm> name="date" label={t('kyc.appointment.date')} select>
              {state.data.dates.map((open) => (
                <MenuItem key={open} value={open}>
                  {formatVisitDate(open, i18n.language)}
                </MenuItem>
              ))}
            </BoundTextField>
            <BoundTextField<AppointmentForm> name="slot" label={t('kyc.appointment.slot')} select>
              {state.data.slots.map((open) => (
                <MenuItem key={open} value={open}>
                  {open}
                </MenuItem>
              ))}
            </BoundTextField>
            {addressLines.map((key) => (
              <BoundTextField<AppointmentForm>
                key={key}
                name={`address.${key}`}
                label={t(`kyc.appointment.address.${key}`)}
                htmlInput={{ maxLength: key === 'pincode' ? 6 : 60 }}
              />
            ))}
            <BookButton />
          </Stack>
        </Form>
      )}
    </Page>
  );
}
