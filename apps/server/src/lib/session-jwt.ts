import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/**
 * The JWT a session's bearer token is: HS256, naming the session by its jti and the holder by
 * its sub. Each kind of session brings its own issuer and audience, so a token of one kind is
 * refused where the other is expected even when both are signed with the same key; the session
 * row it names decides whether it is still live.
 */
export type SessionJwtSettings = { signingKey: Uint8Array; issuer: string; audience: string };

export type SessionJwt = {
  sign(claims: {
    subject: string;
    sessionId: string;
    roles: string[];
    issuedAt: Date;
    expiresAt: Date;
  }): Promise<string>;
  /**
   * The subject and session a token names once its signature, issuer, audience and expiry check
   * out at `now`; a token that fails any of them throws what `refused` makes of the reason.
   */
  verify(
    token: string,
    now: Date,
    refused: (reason: string, cause: unknown) => Error,
  ): Promise<{ subject: string; sessionId: string }>;
};

/** Tokens remembered as verified; past this many the oldest is forgotten (and verified again if it returns). */
const rememberedTokens = 10_000;

type Verified = { subject: string; sessionId: string; expiresAtSeconds: number };

/**
 * Signs and verifies one kind of session's tokens. A screen polls with the same token many times
 * a minute, and checking its HMAC through Web Crypto cost more than the rest of a status read;
 * so a token whose signature, issuer and audience checked out is remembered (the exact string:
 * any other bytes are verified afresh), and only its expiry is checked again. The session row is
 * still read on every request, so signing out ends a token at once.
 */
export function createSessionJwt(settings: SessionJwtSettings): SessionJwt {
  const verified = new Map<string, Verified>();

  function remember(token: string, entry: Verified) {
    if (verified.size >= rememberedTokens) verified.delete(verified.keys().next().value!);
    verified.set(token, entry);
  }

  return {
    sign(claims) {
      return new SignJWT({ roles: claims.roles })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.subject)
        .setJti(claims.sessionId)
        .setIssuer(settings.issuer)
        .setAudience(settings.audience)
        .setIssuedAt(Math.floor(claims.issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
        .sign(settings.signingKey);
    },

    async verify(token, now, refused) {
      const known = verified.get(token);
      if (known) {
        // The check jose makes: expired once the current second reaches `exp`.
        if (known.expiresAtSeconds > Math.floor(now.getTime() / 1000))
          return { subject: known.subject, sessionId: known.sessionId };
        verified.delete(token);
      }
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
      // All three are among the required claims, so jwtVerify has refused a token without them.
      const entry = { subject: payload.sub!, sessionId: payload.jti!, expiresAtSeconds: payload.exp! };
      remember(token, entry);
      return { subject: entry.subject, sessionId: entry.sessionId };
    },
  };
}
