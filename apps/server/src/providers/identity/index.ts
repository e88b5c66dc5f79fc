/** Federated sign-in (Google). A sandbox issuer stands in for Google in sandbox mode. */
export type VerifiedIdentity = {
  /** The issuer's stable id for the person; e-mail addresses can change hands, this cannot. */
  subject: string;
  issuer: string;
  email: string;
  name: string | null;
};

export type IdentityProvider = {
  readonly name: string;
  /** Google's OAuth client id, which the web app's Google button needs; absent elsewhere. */
  readonly clientId?: string;
  /** Verifies an ID token's signature, issuer, audience and expiry; throws IdentityError otherwise. */
  verifyIdToken(idToken: string, now: Date): Promise<VerifiedIdentity>;
};

export class IdentityError extends Error {
  override name = 'IdentityError';
  constructor(
    readonly reason: 'invalid_token' | 'email_not_verified' | 'provider_unreachable',
    message: string,
  ) {
    super(message);
  }
}
