import { LazyRegion } from '../../components/lazy-region';
import { RouteLoader } from '../../components/route-loader';
import { LandingPage } from '../../features/shell/components/landing-page';
import { useAndroidSessionHandoff } from '../../features/shell/hooks/use-android-session-handoff';

// The sign-in forms (react-hook-form, zod/mini, TanStack Query) are a chunk of their own,
// requested as the landing renders, so the landing's code does not wait for them.
const loadSignIn = () => import('./landing-sign-in');

export default function LandingRoute() {
  const waitingForShell = useAndroidSessionHandoff();
  if (waitingForShell) return <RouteLoader />;
  return <LandingPage signIn={<LazyRegion load={loadSignIn} />} />;
}
