import { LazyRegion } from '../../components/lazy-region';
import { RouteLoader } from '../../components/route-loader';
import { LandingPage } from '../../features/shell/components/landing-page';
import { useAndroidSessionHandoff } from '../../features/shell/hooks/use-android-session-handoff';
import type { LoginVersion } from '../../lib/first-contact';
import { LoginVersionProvider } from '../../lib/login-version';
import { SignInRegion } from './sign-in-region';

// The loan facts carry the loan maths and sit below the sign-in: fetched when scrolled near.
const loadLoanFacts = () => import('../../features/shell/loan-facts/loan-facts');

/** The login landing; login-v2 and login-v3 are the same page, signing in through their own channel. */
export default function LandingRoute({ version = 'v1' }: { version?: LoginVersion }) {
  const waitingForShell = useAndroidSessionHandoff();
  if (waitingForShell) return <RouteLoader />;
  return (
    <LoginVersionProvider value={version}>
      <LandingPage signIn={<SignInRegion />} loanFacts={<LazyRegion load={loadLoanFacts} whenNear />} />
    </LoginVersionProvider>
  );
}
