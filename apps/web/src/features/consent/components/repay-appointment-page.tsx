import type { NachAppointment } from '@kredo/contract/mandates';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { BoundTextField } from '../../../components/form/bound-text-field';
import { Form } from '../../../components/form/form';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useBookNachAppointment } from '../api/book-nach-appointment';
import { useNachAppointment } from '../api/get-nach-appointment';
import { useConsentOutlet } from '../lib/consent-outlet';
import {
  addressLines,
  nachAppointmentFormSchema,
  type NachAppointmentForm,
} from '../lib/nach-appointment-form';
import { formatVisitDate } from '../../../lib/visit-date';
import '../texts';
import { BookedVisit } from './repay/booked-visit';
import { LocationTypeField } from './repay/location-type-field';
import { WithdrawOffer } from './withdraw-offer';

const emptyAddress: NachAppointment['address'] = {
  house: '',
  street: '',
  locality: '',
  landmark: '',
  pincode: '',
};

function BookButton() {
  const { t } = useTranslation();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
      {t('consent.repay.appointment.book')}
    </Button>
  );
}

/**
 * The agent's visit (the spec's Appointment mode, §2.6): on an open day and slot, at the
 * borrower's office or home. The agent brings the prefilled NACH form, the borrower signs it and
 * the agent collects it; operations scan it. The booking is shown back and may be changed.
 */
export function RepayAppointmentPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const catalogueText = useCatalogueText();
  const { opportunity, refresh } = useConsentOutlet();
  const state = useNachAppointment(opportunity.id);
  const book = useBookNachAppointment();
  const [failure, setFailure] = useState<string>();
  const [changing, setChanging] = useState(false);

  if (state.isError)
    return (
      <Page title={t('consent.repay.appointment.title')}>
        <Alert severity="error">{catalogueText(state.error.message)}</Alert>
      </Page>
    );
  if (!state.data) return <RouteLoader />;
  const booked = state.data.appointment?.status === 'BOOKED' ? state.data.appointment : null;

  return (
    <Page title={t('consent.repay.appointment.title')}>
      {booked && !changing ? (
        <Stack spacing={2}>
          <Typography>{t('consent.repay.appointment.agentBrings')}</Typography>
          <BookedVisit appointment={booked} />
          <Button variant="outlined" onClick={() => setChanging(true)}>
            {t('consent.repay.appointment.change')}
          </Button>
        </Stack>
      ) : (
        <Form
          schema={nachAppointmentFormSchema}
          defaultValues={{
            date: '',
            ...(booked && { slot: booked.slot, locationType: booked.locationType }),
            address: booked?.address ?? emptyAddress,
          }}
          onSubmit={async (values) => {
            setFailure(undefined);
            await book.mutateAsync({ opportunityId: opportunity.id, ...values });
            setChanging(false);
            await refresh();
          }}
          onFailure={(error) => setFailure(error.message)}
          aria-label={t('consent.repay.appointment.formLabel')}
        >
          <Stack spacing={2}>
            <Typography>{t('consent.repay.appointment.intro')}</Typography>
            {failure && <Alert severity="error">{catalogueText(failure)}</Alert>}
            <BoundTextField<NachAppointmentForm>
              name="date"
              label={t('consent.repay.appointment.date')}
              select
            >
              {state.data.dates.map((open) => (
                <MenuItem key={open} value={open}>
                  {formatVisitDate(open, i18n.language)}
                </MenuItem>
              ))}
            </BoundTextField>
            <BoundTextField<NachAppointmentForm>
              name="slot"
              label={t('consent.repay.appointment.slot')}
              select
            >
              {state.data.slots.map((open) => (
                <MenuItem key={open} value={open}>
                  {open}
                </MenuItem>
              ))}
            </BoundTextField>
            <LocationTypeField />
            {addressLines.map((key) => (
              <BoundTextField<NachAppointmentForm>
                key={key}
                name={`address.${key}`}
                label={t(`consent.repay.appointment.address.${key}`)}
                htmlInput={{ maxLength: key === 'pincode' ? 6 : 60 }}
                {...(key === 'pincode' && { digits: 6 })}
              />
            ))}
            <BookButton />
          </Stack>
        </Form>
      )}
      <Button component={RouterLink} to={brand.path('/consent/repay')} variant="text">
        {t('consent.repay.otherWays')}
      </Button>
      <WithdrawOffer />
    </Page>
  );
}
