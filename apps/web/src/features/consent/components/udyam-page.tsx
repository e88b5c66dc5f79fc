import { udyamFieldsBodySchema } from '@kredo/contract/consent';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import * as z from 'zod/mini';
import { Form } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-text-field';
import { Page } from '../../../components/page';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useSaveUdyamFields } from '../api/save-udyam-fields';
import { useConsentOutlet } from '../lib/consent-outlet';
import { registrationAddress } from '../lib/udyam-return';
import '../texts';

/** The wait before the registration page opens (spec 001 §4.2, §9: 2 s). */
export const udyamRedirectDelayMs = 2_000;

const udyamFormSchema = z.pick(udyamFieldsBodySchema, { businessSector: true, enterpriseName: true });
type UdyamForm = z.input<typeof udyamFormSchema>;

/**
 * The Udyam registration step of a self-employed borrower (spec 001 §4.2 step 2): the business
 * sector and the enterprise's name are saved, and 2 s later the support registration page opens,
 * which comes back to the redirection screen.
 */
export function UdyamPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { opportunity } = useConsentOutlet();
  const save = useSaveUdyamFields();
  const [leaving, setLeaving] = useState(false);

  async function submit(values: UdyamForm) {
    const { registrationUrl } = await save.mutateAsync({ opportunityId: opportunity.id, ...values });
    setLeaving(true);
    const target = registrationAddress(registrationUrl, window.location, brand.path('/consent/redirection'));
    setTimeout(() => window.location.assign(target), udyamRedirectDelayMs);
  }

  return (
    <Page title={t('consent.udyam.title')}>
      <Typography>{t('consent.udyam.intro')}</Typography>
      {leaving ? (
        <Typography role="status">{t('consent.udyam.leaving')}</Typography>
      ) : (
        <Form
          schema={udyamFormSchema}
          defaultValues={{ businessSector: '', enterpriseName: '' }}
          onSubmit={submit}
          aria-label={t('consent.udyam.title')}
        >
          <Box sx={{ display: 'grid', gap: 2 }}>
            <FormTextField<UdyamForm> name="businessSector" label={t('consent.udyam.businessSector')} />
            <FormTextField<UdyamForm> name="enterpriseName" label={t('consent.udyam.enterpriseName')} />
            <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
              {t('consent.udyam.continue')}
            </Button>
          </Box>
        </Form>
      )}
    </Page>
  );
}
