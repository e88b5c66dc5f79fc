import { QueryProvider } from '../../components/query-provider';
import { PartnerLink } from '../../features/auth/components/partner-link';
import { SignInPanel } from '../../features/auth/components/sign-in-panel';

export default function LandingSignIn() {
  return (
    <QueryProvider>
      <PartnerLink>
        <SignInPanel />
      </PartnerLink>
    </QueryProvider>
  );
}
