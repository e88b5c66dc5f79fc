import { LazyRegion } from '../../components/lazy-region';
import { LandingPage } from '../../features/shell/components/landing-page';

// The sign-in forms (react-hook-form, zod, TanStack Query: about 90 KB gzip) are a chunk of their
// own, requested as the landing renders, so the landing's code does not wait for them.
const loadSignIn = () => import('./landing-sign-in');

export default function LandingRoute() {
  return <LandingPage signIn={<LazyRegion load={loadSignIn} />} />;
}
