import { Page } from '../../../components/page';
import { QueryProvider } from '../../../components/query-provider';
import { useTranslation } from '../../../lib/i18n';
import { UpdateEmail } from './update-email';

/** The `updateEmail` route: drawn without MUI, like the other screens before sign-in. */
export default function UpdateEmailPage() {
  const { t } = useTranslation();
  return (
    <QueryProvider>
      <Page title={t('auth.updateEmail.title')}>
        <UpdateEmail />
      </Page>
    </QueryProvider>
  );
}
