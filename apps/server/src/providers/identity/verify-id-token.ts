import { errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';

import { IdentityError, type VerifiedIdentity } from './index.ts';

/** The checks every OpenID Connect ID token gets, whoever issued it. */
export async function verifyIdToken(
  idToken: string,
  keys: JWTVerifyGetKey,
  expected: { issuers: string[]; audience: string; now: Date },
): Promise<VerifiedIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      issuer: expected.issuers,
      audience: expected.audience,
      currentDate: expected.now,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'email', 'exp', 'iat'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JWKSInvalid) {
      throw new IdentityError('provider_unreachable', error.message);
    }
    if (error instanceof joseErrors.JOSEError) throw new IdentityError('invalid_token', error.code);
    throw error;
  }
  if (payload.email_verified !== true)
    throw new IdentityError('email_not_verified', 'E-mail not verified by the issuer');
  return {
    subject: String(payload.sub),
    issuer: String(payload.iss),
    email: String(payload.email).toLowerCase(),
    name: typeof payload.name === 'string' ? payload.name : null,
  };
}
