import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/**
 * The JWT a session's bearer token is: HS256, naming the session by its jti and the holder by
 * its sub. Each kind of session brings its own issuer and audience, so a token of one kind is
 * refused where the other is expected even when both are signed with the same key; the session
 * row it names decides whether it is still live.
 */
export type SessionJwtSettings = { signingKey: Uint8Array; issuer: string; audience: string };

export function signSessionJwt(
  settings: SessionJwtSettings,
  claims: { subject: string; sessionId: string; roles: string[]; issuedAt: Date; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ roles: claims.roles })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.subject)
    .setJti(claims.sessionId)
    .setIssuer(settings.issuer)
    .setAudience(settings.audience)
    .setIssuedAt(Math.floor(claims.issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(settings.signingKey);
}

/**
 * The subject and session a token names once its signature, issuer, audience and expiry check
 * out at `now`; a token that fails any of them throws what `refused` makes of the reason.
 */
export async function verifySessionJwt(
  settings: SessionJwtSettings,
  token: string,
  now: Date,
  refused: (reason: string, cause: unknown) => Error,
): Promise<{ subject: string; sessionId: string }> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, settings.signingKey, {
      algorithms: ['HS256'],
      issuer: settings.issuer,
      audience: settings.audience,
      currentDate: now,
      requiredClaims: ['sub', 'jti', 'exp'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw refused(error.code, error);
    throw error;
  }
  // Both are among the required claims, so jwtVerify has refused a token without them.
  return { subject: payload.sub!, sessionId: payload.jti! };
}
