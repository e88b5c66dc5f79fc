import { firstVisitMessages } from '@kredo/contract/first-visit-messages';
import type { NachLink } from '@kredo/contract/mandates';
import { useState } from 'react';
import { ApiRequestError } from '../../../../lib/api-error';
import { useBrand } from '../../../../lib/brand-context';
import { useTranslation } from '../../../../lib/i18n';
import { useCatalogueText } from '../../../../lib/use-catalogue-text';
import { useInitiateNach } from '../../api/initiate-nach';
import { bankReturnUrl } from '../../lib/bank-return';
import type { MandateNotice } from './mandate-snackbar';

/** The provider whose page opens at once (spec 001 §4.7); another's waits for the borrower's tap. */
const opensAtOnce = 'LOTUSPAY';

type StartEnach = {
  start: () => Promise<void>;
  pending: boolean;
  /** The bank's page, when it is the borrower's to open. */
  link: NachLink | undefined;
  notice: MandateNotice | undefined;
  closeNotice: () => void;
};

/**
 * E-NACH (spec 001 §4.7): asks the server for the bank's page, which comes back to the repayment
 * route; a LOTUSPAY page opens at once, any other is offered as a link. A bank that is not
 * eligible points to Scan and Upload when it is offered, otherwise to support (§8).
 */
export function useStartEnach({
  opportunityId,
  scanOffered,
}: {
  opportunityId: string;
  scanOffered: boolean;
}): StartEnach {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const brand = useBrand();
  const initiate = useInitiateNach();
  const [link, setLink] = useState<NachLink>();
  const [notice, setNotice] = useState<MandateNotice>();

  function failureText(error: ApiRequestError): string {
    if (error.code === 'ENACH_NOT_ELIGIBLE')
      return scanOffered
        ? t('messages.enachNotEligibleScan')
        : t('messages.enachNotEligibleSupport', { email: brand.partner.supportEmail });
    const fromServer = error.status !== 0 && error.message !== firstVisitMessages.genericRequestFailure;
    return fromServer ? catalogueText(error.message) : t('messages.nachLinkFailed');
  }

  async function start() {
    setNotice(undefined);
    setLink(undefined);
    try {
      const answer = await initiate.mutateAsync({
        nachMode: 'ENACH',
        redirectUrl: bankReturnUrl(window.location, brand.path('/consent/repay')),
        oppId: opportunityId,
      });
      if (answer.vendor === opensAtOnce) window.location.assign(answer.link);
      else setLink(answer);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      setNotice({ text: failureText(error), key: Date.now() });
    }
  }

  return {
    start,
    // After a LOTUSPAY answer the page is leaving: the choice stays busy until it has gone.
    pending: initiate.isPending || initiate.data?.vendor === opensAtOnce,
    link,
    notice,
    closeNotice: () => setNotice(undefined),
  };
}
