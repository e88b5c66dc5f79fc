import { LazyRegion } from '../../components/lazy-region';

// The sign-in forms (react-hook-form, zod/mini, TanStack Query) are a chunk of their own,
// requested as the login page renders, so the page's code does not wait for them.
const loadSignIn = () => import('./landing-sign-in');

/** About what the PAN sign-in panel takes on a phone (px), held while its code arrives. */
const signInHeight = 460;

/** The login pages' sign-in panel. */
export function SignInRegion() {
  return <LazyRegion load={loadSignIn} reserve={signInHeight} />;
}
