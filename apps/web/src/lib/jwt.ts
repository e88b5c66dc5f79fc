/**
 * Reads the `exp` claim of a JWT without verifying it: the client only uses it to avoid sending
 * a token the server would refuse anyway. Returns epoch milliseconds, or undefined when the
 * token is not a JWT or carries no numeric `exp`.
 */
export function readTokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

export function isTokenExpired(token: string, now: number): boolean {
  const expiry = readTokenExpiry(token);
  return expiry !== undefined && expiry <= now;
}
