import { createRemoteJWKSet } from 'jose';

import type { IdentityProvider } from './index.ts';
import { verifyIdToken } from './verify-id-token.ts';

const googleCerts = new URL('https://www.googleapis.com/oauth2/v3/certs');
const googleIssuers = ['https://accounts.google.com', 'accounts.google.com'];

/** Google ID tokens, checked against Google's published keys (cached and refreshed by jose). */
export function createGoogleIdentityProvider(clientId: string): IdentityProvider {
  const keys = createRemoteJWKSet(googleCerts, { timeoutDuration: 5_000 });
  return {
    name: 'google',
    clientId,
    verifyIdToken: (idToken, now) =>
      verifyIdToken(idToken, keys, { issuers: googleIssuers, audience: clientId, now }),
  };
}
