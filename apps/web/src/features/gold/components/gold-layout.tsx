import { useState } from 'react';
import { Outlet } from 'react-router';
import { ErrorMessage } from '../../../components/error-message';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { useTranslation } from '../../../lib/i18n';
import { readUserId } from '../../../lib/session';
import { useGoldUser } from '../api/get-gold-user';
import { GoldAreaContext } from '../lib/gold-area';
import { RegisterDialog } from './register-dialog';
import '../texts';

/**
 * The gold area's frame: reads the borrower's gold user once for every gold screen, and opens
 * the registration over whichever screen a borrower who is not yet a gold user arrives on
 * (spec 002 §2).
 */
export function GoldLayout() {
  const { t } = useTranslation();
  const goldUser = useGoldUser();
  // Open by itself for a borrower who is not a gold user, until they close it.
  const [registration, setRegistration] = useState<'auto' | 'open' | 'closed'>('auto');
  const unregistered = goldUser.data === null;

  if (goldUser.isPending) return <RouteLoader />;
  if (goldUser.isError)
    return (
      <Page title={t('gold.tabs.label')}>
        <ErrorMessage error={goldUser.error} />
      </Page>
    );
  return (
    <GoldAreaContext
      value={{
        user: goldUser.data,
        userId: readUserId() ?? '',
        openRegistration: () => setRegistration('open'),
      }}
    >
      <Outlet />
      <RegisterDialog
        open={unregistered && registration !== 'closed'}
        onClose={() => setRegistration('closed')}
      />
    </GoldAreaContext>
  );
}
