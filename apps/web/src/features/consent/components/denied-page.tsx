import { consentDeniedReasons, type ConsentDeniedReason } from '@kredo/contract/consent';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, useWatch } from 'react-hook-form';
import { Form } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-text-field';
import { Page } from '../../../components/page';
import { notifyConsentResult } from '../../../lib/android-bridge';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useGiveConsent } from '../api/give-consent';
import { useLeaveAnsweredOffer } from '../lib/already-answered';
import { useConsentOutlet } from '../lib/consent-outlet';
import { denyComment, denyFormSchema, type DenyForm } from '../lib/deny-form';
import '../texts';

const reasons = Object.keys(consentDeniedReasons) as ConsentDeniedReason[];

function ReasonField() {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const {
    field: { ref, ...field },
    fieldState: { error },
  } = useController<DenyForm, 'reason'>({ name: 'reason' });
  return (
    <MuiTextField
      {...field}
      inputRef={ref}
      select
      label={t('consent.denied.reason')}
      error={error !== undefined}
      helperText={error?.message ? catalogueText(error.message) : undefined}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        {t('consent.denied.reasonPlaceholder')}
      </option>
      {reasons.map((reason) => (
        <option key={reason} value={reason}>
          {t(`consent.denied.reasons.${reason}`)}
        </option>
      ))}
    </MuiTextField>
  );
}

function WhereField() {
  const { t } = useTranslation();
  const reason = useWatch<DenyForm, 'reason'>({ name: 'reason' });
  if (reason !== 'alreadyGotLoan') return null;
  return <FormTextField<DenyForm> name="where" label={t('consent.denied.where')} maxLength={200} />;
}

/**
 * The denial screen (spec 001 §2.9, §4.4, §5): the reason, 'Deny Loan Offer' and the way back to
 * the offer. The decline is recorded with the reason's text; the area then moves to the
 * offer-rejected screen, and an Android shell is told 'DECLINED'. An offer answered meanwhile
 * ('Consent is already marked') replaces the route with the root (§8).
 */
export function DeniedPage() {
  const { t } = useTranslation();
  const { opportunity, refresh, goTo } = useConsentOutlet();
  const consent = useGiveConsent();
  const leaveAnswered = useLeaveAnsweredOffer();

  async function deny(values: DenyForm) {
    try {
      await consent.mutateAsync({
        opportunityId: opportunity.id,
        consent: false,
        comment: denyComment(values),
      });
    } catch (error) {
      if (await leaveAnswered(error)) return;
      throw error;
    }
    notifyConsentResult('DECLINED');
    await refresh();
  }

  return (
    <Page title={t('consent.denied.title')}>
      <Typography>{t('consent.denied.intro')}</Typography>
      <Form
        schema={denyFormSchema}
        defaultValues={{ reason: '', where: '' }}
        onSubmit={deny}
        aria-label={t('consent.denied.title')}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ReasonField />
          <WhereField />
          <Button type="submit" variant="contained" size="large" disabled={consent.isPending}>
            {t('consent.denied.deny')}
          </Button>
          <Button variant="text" onClick={() => goTo('loan-details')}>
            {t('consent.denied.acceptInstead')}
          </Button>
        </Box>
      </Form>
    </Page>
  );
}
