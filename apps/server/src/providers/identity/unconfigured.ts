import { IdentityError, type IdentityProvider } from './index.ts';

/** Production without GOOGLE_CLIENT_ID: Google sign-in is unavailable rather than accepting anything. */
export const unconfiguredIdentityProvider: IdentityProvider = {
  name: 'unconfigured',
  async verifyIdToken() {
    throw new IdentityError('provider_unreachable', 'GOOGLE_CLIENT_ID is not configured');
  },
};
