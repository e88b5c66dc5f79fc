import { randomUUID } from 'node:crypto';

import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { generateOtpCode, hashOtpCode, otpCodeMatches } from './otp-code.ts';
import { otpLocked, otpRefused, type OtpRefusal } from './otp-errors.ts';
import { findActiveLock, guessAccountKey, openGuessStreak } from './otp-guess-streak.ts';
import { assertSendAllowed } from './otp-limits.ts';
import { otpMaxAttempts, otpResendWaitSeconds, otpValidityMs } from './otp-policy.ts';
import {
  consumeChallenge,
  findChallenge,
  incrementAttempts,
  insertChallenge,
  killChallenge,
  killOpenChallenges,
  lockChallengeForVerify,
  lockSendsFor,
  markChallengeSent,
} from './otp.repository.ts';
import type { OtpChallenge, OtpChannel, OtpPurpose } from './otp.schema.ts';

export type IssueOtpInput = {
  purpose: OtpPurpose;
  /** The mobile number the code is sent to. */
  destination: string;
  channel: OtpChannel;
  /** The account the code proves, when known at issue; returned by a successful verify. */
  userId?: string | undefined;
  ip: string;
  /** The message text; it must contain the code. */
  message: (code: string) => string;
};

export type IssuedOtp = { requestId: string; expiresAt: Date; resendAfterSeconds: number };

export type VerifyOtpInput = {
  purpose: OtpPurpose;
  destination: string;
  code: string;
  /** The challenge to check; without it, the latest one for purpose and destination. */
  requestId?: string | undefined;
  /** When given, a challenge sent for another account answers as missing and is not spent. */
  userId?: string | undefined;
};

export type VerifiedOtp = { requestId: string; userId: string | null };

export type OtpService = {
  /** Sends a fresh code, closing any open one for the same purpose and destination. */
  issue(input: IssueOtpInput): Promise<IssuedOtp>;
  /** Consumes the challenge when the code is right; a 401 AppError says why not otherwise. */
  verify(input: VerifyOtpInput): Promise<VerifiedOtp>;
  /** Who a challenge was sent for and where, without touching it; null when there is none. */
  describe(
    requestId: string,
  ): Promise<{ purpose: OtpPurpose; destination: string; userId: string | null } | null>;
};

type Locked = { lockedUntil: Date };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createOtpService(deps: {
  db: Db;
  clock: Clock;
  cipher: PiiCipher;
  notifier: Notifier;
}): OtpService {
  return {
    async issue(input) {
      const code = generateOtpCode();
      const text = input.message(code);
      if (!text.includes(code)) throw new Error(`The ${input.purpose} OTP message does not contain the code`);
      const { purpose, destination } = input;
      const id = randomUUID();
      const now = deps.clock.now();
      const expiresAt = new Date(now.getTime() + otpValidityMs);

      await deps.db.transaction(async (tx) => {
        await lockSendsFor(tx, destination, input.ip);
        // A code that could not be checked is not worth an SMS.
        const lockedUntil = await findActiveLock(tx, guessAccountKey(input), now);
        if (lockedUntil) throw otpLocked(purpose, lockedUntil, now);
        await assertSendAllowed(tx, { purpose, destination, ip: input.ip }, now);
        await killOpenChallenges(tx, purpose, destination, now);
        await insertChallenge(tx, {
          id,
          purpose,
          destination,
          channel: input.channel,
          userId: input.userId ?? null,
          codeHash: hashOtpCode(deps.cipher, { id, purpose, destination }, code),
          ip: input.ip,
          createdAt: now,
          expiresAt,
        });
      });
      // Outside the transaction: a slow gateway must not hold the send locks. Until marked sent
      // the challenge cannot be verified, so a failed send leaves no usable code behind.
      await deps.notifier.send({ channel: input.channel, to: destination, template: `otp-${purpose}`, text });
      await markChallengeSent(deps.db, id, deps.clock.now());
      return { requestId: id, expiresAt, resendAfterSeconds: otpResendWaitSeconds[purpose] };
    },

    async describe(requestId) {
      if (!uuidPattern.test(requestId)) return null;
      const challenge = await findChallenge(deps.db, requestId);
      return challenge
        ? { purpose: challenge.purpose, destination: challenge.destination, userId: challenge.userId }
        : null;
    },

    async verify(input) {
      if (input.requestId !== undefined && !uuidPattern.test(input.requestId)) {
        throw otpRefused('missing', input.purpose);
      }
      const now = deps.clock.now();
      // Refusals are returned, not thrown, so the counted attempt commits with the transaction.
      const outcome = await deps.db.transaction(async (tx): Promise<VerifiedOtp | OtpRefusal | Locked> => {
        const challenge = await lockChallengeForVerify(
          tx,
          input.requestId
            ? { id: input.requestId }
            : { purpose: input.purpose, destination: input.destination },
        );
        if (!challenge) return 'missing';
        // While the account is locked no code is checked at all, so the right one gives nothing away.
        const streak = await openGuessStreak(tx, guessAccountKey(input), now);
        if (streak.lockedUntil) return { lockedUntil: streak.lockedUntil };
        const closed = whyUnusable(challenge, input, now);
        if (closed) return closed;
        if (otpCodeMatches(deps.cipher, challenge, input.code)) {
          await consumeChallenge(tx, challenge.id, now);
          await streak.clear();
          return { requestId: challenge.id, userId: challenge.userId };
        }
        const lockedUntil = await streak.countWrongGuess();
        const attempts = await incrementAttempts(tx, challenge.id);
        if (attempts >= otpMaxAttempts) await killChallenge(tx, challenge.id, 'too-many-attempts', now);
        if (lockedUntil) return { lockedUntil };
        return attempts < otpMaxAttempts ? 'incorrect' : 'too-many-attempts';
      });
      if (typeof outcome === 'string') throw otpRefused(outcome, input.purpose);
      if ('lockedUntil' in outcome) throw otpLocked(input.purpose, outcome.lockedUntil, now);
      return outcome;
    },
  };
}

function whyUnusable(challenge: OtpChallenge, input: VerifyOtpInput, now: Date): OtpRefusal | undefined {
  // A challenge for another purpose or number answers as missing, and its attempts are not spent.
  if (challenge.purpose !== input.purpose || challenge.destination !== input.destination) {
    return 'missing';
  }
  if (input.userId !== undefined && challenge.userId !== input.userId) return 'missing';
  if (challenge.consumedAt) return 'consumed';
  if (challenge.killReason) return challenge.killReason;
  if (!challenge.sentAt) return 'missing';
  if (now.getTime() >= challenge.expiresAt.getTime()) return 'expired';
  return undefined;
}
