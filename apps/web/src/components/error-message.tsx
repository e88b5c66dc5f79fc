import { firstVisitMessages } from '@kredo/contract/first-visit-messages';
import { useTranslation } from '../lib/i18n';
import { ApiRequestError } from '../lib/api-error';
import { useBrand } from '../lib/brand-context';
import { useCatalogueText } from '../lib/use-catalogue-text';
import styles from './error-message.module.css';

/**
 * The default error display (spec 000 §8): the server's message, or the generic one, then
 * 'Mail us at' the brand's support address. Catalogue texts are shown in the user's language.
 */
export function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const { partner } = useBrand();
  const text: string =
    error instanceof ApiRequestError ? error.message : firstVisitMessages.somethingWentWrong;
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.title}>{catalogueText(text)}</p>
      <p>
        {t('messages.mailUsAt')} <a href={`mailto:${partner.supportEmail}`}>{partner.supportEmail}</a>
      </p>
    </div>
  );
}
