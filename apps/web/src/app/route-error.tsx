import { useTranslation } from '../lib/i18n';
import { ErrorMessage } from '../components/error-message';
import { Page } from '../components/page';

export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Page title={t('messages.somethingWentWrong')}>
      <ErrorMessage error={error} />
    </Page>
  );
}
