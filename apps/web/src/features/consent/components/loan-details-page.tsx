import type { ConsentDeclaration } from '@kredo/contract/consent';
import { offerTaken } from '@kredo/domain/offer-stage';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Form } from '../../../components/form/form';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { ApiRequestError } from '../../../lib/api-error';
import { useBrand } from '../../../lib/brand-context';
import { formatCalendarDate } from '../../../lib/format-calendar-date';
import { useTranslation } from '../../../lib/i18n';
import { useGiveConsent } from '../api/give-consent';
import { useLeaveAnsweredOffer } from '../lib/already-answered';
import { useConsentOutlet } from '../lib/consent-outlet';
import { declarationsFormSchema, type DeclarationsForm } from '../lib/declarations-form';
import { isMarketplaceSettlementSource } from '../lib/partner-source';
import { CreditLineIllustration } from './credit-line-offer';
import { DeclarationCheckbox } from './declaration-checkbox';
import { KfsDownload } from './kfs-download';
import { OfferSummary } from './offer-summary';
import { RepaymentSchedule } from './repayment-schedule';
import '../texts';

/** After an accepted offer, the latest opportunity is read again this much later (spec 001 §4.4, §9). */
export const acceptReloadDelayMs = 3_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function AcceptButton() {
  const { t } = useTranslation();
  const agreed = useWatch<DeclarationsForm, 'loanTerms'>({ name: 'loanTerms' });
  return (
    <Button type="submit" variant="contained" size="large" disabled={agreed !== true}>
      {t('consent.details.accept')}
    </Button>
  );
}

/**
 * The loan offer consent screen (spec 001 §2.2, §4.4): the offer, its KFS and schedule, the
 * declarations, Accept and Decline. Accept records the consent on the KFS shown; after 3 s the
 * opportunity is read again and the area moves to the next step. An offer already answered
 * sends the borrower to the root, and one already taken is never shown with Accept; a KFS that
 * expired meanwhile is replaced and said so.
 */
export function LoanDetailsPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const { opportunity, userId, refresh, goTo } = useConsentOutlet();
  const consent = useGiveConsent();
  const leaveAnswered = useLeaveAnsweredOffer();
  const [accepting, setAccepting] = useState(false);
  const marketplace = isMarketplaceSettlementSource(brand.segment);

  // An offer already taken is never offered again: the area is taking the borrower on.
  if (offerTaken(opportunity.status)) return <RouteLoader />;

  async function accept() {
    const declarations: ConsentDeclaration[] = marketplace
      ? ['loanTerms', 'marketplaceSettlement']
      : ['loanTerms'];
    setAccepting(true);
    try {
      await consent.mutateAsync({
        opportunityId: opportunity.id,
        consent: true,
        comment: null,
        ...(opportunity.kfs ? { kfsId: opportunity.kfs.id } : {}),
        declarations,
        language: i18n.language,
      });
      await wait(acceptReloadDelayMs);
      await refresh();
    } catch (error) {
      if (await leaveAnswered(error)) return;
      // The server has issued a new KFS: it is read and shown before the borrower accepts again.
      if (error instanceof ApiRequestError && error.status === 409) void refresh();
      throw error;
    } finally {
      setAccepting(false);
    }
  }

  return (
    <Page title={t('consent.details.title')}>
      <Typography>{t('consent.details.intro')}</Typography>
      <OfferSummary opportunity={opportunity} />
      {opportunity.kfs && (
        <Box component="section" aria-label={t('consent.kfs.title')} sx={{ display: 'grid', gap: 1 }}>
          <Typography>
            {t('consent.kfs.validUntil', { date: formatCalendarDate(opportunity.kfs.validUntil) })}
          </Typography>
          <KfsDownload userId={userId} opportunityId={opportunity.id} />
        </Box>
      )}
      {opportunity.kfs?.creditLine ? (
        <CreditLineIllustration line={opportunity.kfs.creditLine} />
      ) : (
        <RepaymentSchedule rows={opportunity.schedule} />
      )}
      <Form
        schema={declarationsFormSchema}
        defaultValues={{ loanTerms: true, marketplaceSettlement: marketplace }}
        mode="onChange"
        onSubmit={accept}
        aria-label={t('consent.details.title')}
      >
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <DeclarationCheckbox name="loanTerms" label={t('consent.declarations.loanTerms')} />
          {marketplace && (
            <DeclarationCheckbox
              name="marketplaceSettlement"
              label={t('consent.declarations.marketplaceSettlement')}
              locked
              lockedNote={t('consent.details.locked')}
            />
          )}
          <AcceptButton />
          <Button variant="text" onClick={() => goTo('denied')}>
            {t('consent.details.decline')}
          </Button>
        </Box>
      </Form>
      <Backdrop open={accepting} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
        <CircularProgress role="status" aria-label={t('consent.details.accepting')} />
      </Backdrop>
    </Page>
  );
}
