import { bookAppointmentBodySchema, type Appointment } from '@kredo/contract/kyc';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { ApiRequestError } from '../../../lib/api-error';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useBookAppointment } from '../api/book-appointment';
import { useAppointment } from '../api/get-appointment';
import { formatVisitDate } from '../lib/appointment-date';

type AddressLines = Appointment['address'];
const addressFields: ReadonlyArray<{ key: keyof AddressLines; label: string }> = [
  { key: 'house', label: 'House/Flat No.' },
  { key: 'street', label: 'Street' },
  { key: 'locality', label: 'Locality' },
  { key: 'landmark', label: 'Landmark' },
  { key: 'pincode', label: 'Pincode' },
];
const emptyAddress: AddressLines = { house: '', street: '', locality: '', landmark: '', pincode: '' };

/** The booked visit, as the server holds it. */
function BookedVisit({ appointment }: { appointment: Appointment }) {
  const { address } = appointment;
  return (
    <Alert severity="success" aria-label="Your appointment">
      <Typography sx={{ fontWeight: 600 }}>
        {formatVisitDate(appointment.date)}, {appointment.slot}
      </Typography>
      <Typography variant="body2">
        {[address.house, address.street, address.locality, address.landmark, address.pincode].join(', ')}
      </Typography>
    </Alert>
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
  const catalogueText = useCatalogueText();
  const state = useAppointment(userId);
  const book = useBookAppointment();
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState('');
  const [address, setAddress] = useState<AddressLines>({ ...emptyAddress, ...defaultAddress });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [changing, setChanging] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const body = { userId, date, slot, address };
    const parsed = bookAppointmentBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      await book.mutateAsync(body as typeof parsed.data);
      setChanging(false);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      setErrors(
        Object.fromEntries(
          Object.entries(error.body.fieldErrors ?? {}).map(([key, [text]]) => [key, text ?? '']),
        ),
      );
      setFailure(error.message);
    }
  }

  if (state.isError)
    return (
      <Page title="Book an Appointment">
        {<Alert severity="error">{catalogueText(state.error.message)}</Alert>}
      </Page>
    );
  if (!state.data) return <RouteLoader />;
  const booked = state.data.appointment;
  const errorOf = (key: string) => (errors[key] ? catalogueText(errors[key]) : undefined);

  return (
    <Page title="Book an Appointment">
      {booked && !changing ? (
        <Stack spacing={2}>
          <Typography>An agent will visit to collect your documents:</Typography>
          <BookedVisit appointment={booked} />
          <Typography variant="body2">
            Your KYC is complete once the agent has collected your documents.
          </Typography>
          <Button variant="outlined" onClick={() => setChanging(true)}>
            Change appointment
          </Button>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Appointment">
          <Stack spacing={2}>
            <Typography>Book a visit by our agent to collect your physical documents.</Typography>
            {failure && <Alert severity="error">{catalogueText(failure)}</Alert>}
            <TextField
              select
              label="Date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              error={!!errors.date}
              helperText={errorOf('date')}
            >
              {state.data.dates.map((open) => (
                <MenuItem key={open} value={open}>
                  {formatVisitDate(open)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Time Slot"
              value={slot}
              onChange={(event) => setSlot(event.target.value)}
              error={!!errors.slot}
              helperText={errorOf('slot')}
            >
              {state.data.slots.map((open) => (
                <MenuItem key={open} value={open}>
                  {open}
                </MenuItem>
              ))}
            </TextField>
            {addressFields.map(({ key, label }) => (
              <TextField
                key={key}
                label={label}
                value={address[key]}
                onChange={(event) => setAddress((current) => ({ ...current, [key]: event.target.value }))}
                error={!!errors[`address.${key}`]}
                helperText={errorOf(`address.${key}`)}
                slotProps={{ htmlInput: { maxLength: key === 'pincode' ? 6 : 60 } }}
              />
            ))}
            <Button type="submit" variant="contained" size="large" disabled={book.isPending}>
              Book Appointment
            </Button>
          </Stack>
        </form>
      )}
    </Page>
  );
}
