import { LandingPage } from '../../features/shell/components/landing-page';
import { SignInPlaceholder } from '../../features/shell/components/sign-in-placeholder';

export default function LandingRoute() {
  return <LandingPage signIn={<SignInPlaceholder />} />;
}
