import { RouteLoader } from '../../components/route-loader';
import { MarketingLandingPage } from '../../features/shell/components/marketing-landing-page';
import { useAndroidSessionHandoff } from '../../features/shell/hooks/use-android-session-handoff';
import { SignInRegion } from './sign-in-region';

/** The marketing login at `sl`: the landing's sign-in inside the brand's pitch. */
export default function MarketingLandingRoute() {
  const waitingForShell = useAndroidSessionHandoff();
  if (waitingForShell) return <RouteLoader />;
  return <MarketingLandingPage signIn={<SignInRegion />} />;
}
