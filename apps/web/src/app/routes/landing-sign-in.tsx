import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { QueryProvider } from '../../components/query-provider';
import { RouteLoader } from '../../components/route-loader';
import { SignInPanel } from '../../features/auth/components/sign-in-panel';
import { partnerLinkParam } from '../../features/auth/partner-link-param';

// Only a partner's link needs it: downloaded when the address carries one.
const PartnerLink = lazy(() =>
  import('../../features/auth/components/partner-link').then((module) => ({ default: module.PartnerLink })),
);

export default function LandingSignIn() {
  const [params] = useSearchParams();
  return (
    <QueryProvider>
      {params.has(partnerLinkParam) ? (
        <Suspense fallback={<RouteLoader />}>
          <PartnerLink>
            <SignInPanel />
          </PartnerLink>
        </Suspense>
      ) : (
        <SignInPanel />
      )}
    </QueryProvider>
  );
}
