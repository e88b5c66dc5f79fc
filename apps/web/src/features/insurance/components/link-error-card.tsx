import { firstVisitMessages } from '@kredo/contract/first-visit-messages';
import { ApiRequestError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { SupportAlert } from './support-alert';
import '../texts';

/**
 * The insurance partner's link could not be read (spec 002 §8): the server's message, or
 * 'Something went wrong!', and the support address.
 */
export function LinkErrorCard({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const fromServer =
    error instanceof ApiRequestError &&
    error.status !== 0 &&
    error.message !== '' &&
    error.message !== firstVisitMessages.genericRequestFailure;
  return (
    <SupportAlert text={fromServer ? catalogueText(error.message) : t('messages.insuranceLinkFailed')} />
  );
}
