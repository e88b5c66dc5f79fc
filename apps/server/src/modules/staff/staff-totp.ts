import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30-second steps. */
export const totpPeriodSeconds = 30;

function totpOf(secretBase32: string): TOTP {
  return new TOTP({
    issuer: 'Kredo back office',
    algorithm: 'SHA1',
    digits: 6,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The code an authenticator shows at `at`. */
export function totpCode(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}

/**
 * The time step a code belongs to, accepting one step either side of `at` for clock drift;
 * undefined when the code matches none of them.
 */
export function matchTotpStep(secretBase32: string, code: string, at: Date): number | undefined {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return undefined;
  return Math.floor(at.getTime() / 1000 / totpPeriodSeconds) + delta;
}
