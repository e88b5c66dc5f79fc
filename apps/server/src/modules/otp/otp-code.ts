import { randomInt, timingSafeEqual } from 'node:crypto';

import type { PiiCipher } from '../../lib/crypto/pii.ts';
import { otpCodeLength } from './otp-policy.ts';
import type { OtpChallenge } from './otp.schema.ts';

type ChallengeBinding = Pick<OtpChallenge, 'id' | 'purpose' | 'destination'>;

/** Uniform over every code of the configured length, leading zeros included. */
export function generateOtpCode(): string {
  return randomInt(0, 10 ** otpCodeLength)
    .toString()
    .padStart(otpCodeLength, '0');
}

/**
 * Keyed by the challenge id, purpose and destination, so a stored hash proves nothing for any other
 * challenge, and six digits cannot be brute-forced offline from a leaked table without the key.
 */
export function hashOtpCode(cipher: PiiCipher, challenge: ChallengeBinding, code: string): string {
  return cipher.hash(
    `otp-challenge:${challenge.id}`,
    `${challenge.purpose}:${challenge.destination}:${code}`,
  );
}

export function otpCodeMatches(
  cipher: PiiCipher,
  challenge: ChallengeBinding & Pick<OtpChallenge, 'codeHash'>,
  code: string,
): boolean {
  const expected = Buffer.from(challenge.codeHash);
  const actual = Buffer.from(hashOtpCode(cipher, challenge, code));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
