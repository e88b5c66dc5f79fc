import { SignJWT, type JSONWebKeySet } from 'jose';

import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import { IdentityError, type IdentityProvider } from './index.ts';
import { sandboxSigningKeyLoader } from './sandbox-key.ts';
import { verifyIdToken } from './verify-id-token.ts';

export const sandboxIdentityIssuer = 'https://identity.sandbox.kredo.example';
export const sandboxIdentityAudience = 'kredo-sandbox-client';
const credentialLifetimeSeconds = 60 * 60;

/** Magic addresses that make the sandbox issuer behave like a real one on a bad day (docs/providers.md). */
export const sandboxIdentityMagic = {
  disabledAccount: 'disabled@sandbox.example',
  unverifiedEmail: 'unverified@sandbox.example',
} as const;

export type SandboxIdentityProvider = IdentityProvider & {
  /** The public keys, as Google publishes its own. */
  jwks(): Promise<JSONWebKeySet>;
  /** What the dev identity page gets when a tester "signs in with Google". */
  issueCredential(person: { email: string; name: string }): Promise<string>;
};

/**
 * An OpenID issuer of our own for sandbox mode: an RS256 key pair made on first use and kept in
 * the database (so every server and a restarted one sign and verify with the same), a JWKS, and
 * ID tokens verified exactly as Google's are. A subject is derived from the e-mail, so the same
 * tester is the same person across sign-ins.
 */
export function createSandboxIdentityProvider(deps: {
  db: Db;
  clock: Clock;
  cipher: PiiCipher;
}): SandboxIdentityProvider {
  const { clock } = deps;
  const signingKey = sandboxSigningKeyLoader(deps);

  return {
    name: 'sandbox-identity',
    jwks: async () => (await signingKey()).jwks,
    async issueCredential({ email, name }) {
      const address = email.trim().toLowerCase();
      if (address === sandboxIdentityMagic.disabledAccount) {
        throw new IdentityError('invalid_token', 'This account has been disabled');
      }
      const { kid, privateKey } = await signingKey();
      const issuedAt = Math.floor(clock.nowMs() / 1000);
      return new SignJWT({
        email: address,
        email_verified: address !== sandboxIdentityMagic.unverifiedEmail,
        name,
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(sandboxIdentityIssuer)
        .setAudience(sandboxIdentityAudience)
        .setSubject(`sbx-${Buffer.from(address).toString('base64url')}`)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + credentialLifetimeSeconds)
        .sign(privateKey);
    },
    verifyIdToken: async (idToken, now) =>
      verifyIdToken(idToken, (await signingKey()).keys, {
        issuers: [sandboxIdentityIssuer],
        audience: sandboxIdentityAudience,
        now,
      }),
  };
}
