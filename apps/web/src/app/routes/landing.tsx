import { LazyRegion } from '../../components/lazy-region';
import { RouteLoader } from '../../components/route-loader';
import { LandingPage } from '../../features/shell/components/landing-page';
import { useAndroidSessionHandoff } from '../../features/shell/hooks/use-android-session-handoff';
import type { LoginVersion } from '../../lib/first-contact';
import { LoginVersionProvider } from '../../lib/login-version';

// The sign-in forms (react-hook-form, zod/mini, TanStack Query) are a chunk of their own,
// requested as the landing renders, so the landing's code does not wait for them.
const loadSignIn = () => import('./landing-sign-in');

/** The login landing; login-v2 and login-v3 are the same page, signing in through their own channel. */
export default function LandingRoute({ version = 'v1' }: { version?: LoginVersion }) {
  const waitingForShell = useAndroidSessionHandoff();
  if (waitingForShell) return <RouteLoader />;
  return (
    <LoginVersionProvider value={version}>
      <LandingPage signIn={<LazyRegion load={loadSignIn} />} />
    </LoginVersionProvider>
  );
}
