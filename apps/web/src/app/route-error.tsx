import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorMessage } from '../components/error-message';
import { Page } from '../components/page';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <Page title={t('messages.somethingWentWrong')}>
      <ErrorMessage error={error} />
    </Page>
  );
}
