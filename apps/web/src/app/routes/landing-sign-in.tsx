import { QueryProvider } from '../../components/query-provider';
import { SignInPanel } from '../../features/auth/components/sign-in-panel';

export default function LandingSignIn() {
  return (
    <QueryProvider>
      <SignInPanel />
    </QueryProvider>
  );
}
