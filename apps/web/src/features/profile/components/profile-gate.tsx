import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Navigate } from 'react-router';
import { ErrorMessage } from '../../../components/error-message';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { Button } from '../../../components/ui/button';
import layout from '../../../components/ui/layout.module.css';
import { readAggregatorDetails } from '../../../lib/aggregator-details';
import { useBrand } from '../../../lib/brand-context';
import { readUserId } from '../../../lib/session';
import { useUserStatus } from '../../../lib/user-status';
import { needsMobileVerification } from '../mobile-verification-rule';
import { MobileVerification } from './mobile-verification';
import '../texts';

/**
 * The signed-in area's entrance (spec 000 §2.1): the borrower's profile is fetched before any
 * screen, with 'Please wait, we're fetching your details' meanwhile; then the mobile-verification
 * gate. A refused token never gets here for long: the API client sends the user to /logout with
 * 'Session timeout'.
 */
export function ProfileGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const status = useUserStatus();
  const userId = readUserId();

  // A token without its user id is a session this app did not write; start again.
  if (!userId) return <Navigate to={brand.path('/logout')} replace />;

  if (status.isPending) {
    return (
      <div className={layout.container}>
        <p role="status" style={{ fontWeight: 600, textAlign: 'center' }}>
          {t('profile.fetchingDetails')}
        </p>
        <RouteLoader />
      </div>
    );
  }

  if (status.isError) {
    return (
      <Page title={t('messages.somethingWentWrong')}>
        <ErrorMessage error={status.error} />
        <Button onClick={() => void status.refetch()}>{t('profile.tryAgain')}</Button>
      </Page>
    );
  }

  const { profile } = status.data;
  const linkMobile = readAggregatorDetails().mobile;
  if (needsMobileVerification(profile, linkMobile)) {
    return <MobileVerification userId={userId} mobile={linkMobile ?? profile.mobile} />;
  }

  return children;
}
