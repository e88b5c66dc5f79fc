/**
 * Reads the `exp` claim of a JWT without verifying it: the client only uses it to avoid sending
 * a token the server would refuse anyway. Returns epoch milliseconds, or undefined when the
 * token is not a JWT or carries no numeric `exp`.
 */
export function readTokenExpiry(token: string): number | undefined {
  const exp = readClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
}

/** The `sub` claim (our user id) of a JWT, unverified: the server checks the token itself. */
export function readTokenSubject(token: string): string | undefined {
  const sub = readClaims(token)?.sub;
  return typeof sub === 'string' && sub !== '' ? sub : undefined;
}

function readClaims(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function isTokenExpired(token: string, now: number): boolean {
  const expiry = readTokenExpiry(token);
  return expiry !== undefined && expiry <= now;
}
