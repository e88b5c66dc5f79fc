import type { Db } from '../../db/database.ts';
import { otpLockoutMs, otpMaxConsecutiveFailures, signedOutOtpPurposes } from './otp-policy.ts';
import { findGuessLock, lockGuessStreak, updateGuessStreak } from './otp.repository.ts';
import type { OtpPurpose } from './otp.schema.ts';

type GuessStreak = Awaited<ReturnType<typeof lockGuessStreak>>;

/**
 * Whose wrong codes count together. A code that signs in counts against its mobile, whoever asks
 * for it. A code asked from a session counts against the signed-in borrower, so one borrower
 * guessing at someone else's number cannot lock that number's owner out of signing in.
 */
export function guessAccountKey(owner: {
  purpose: OtpPurpose;
  destination: string;
  userId?: string | null | undefined;
}): string {
  if (signedOutOtpPurposes.has(owner.purpose) || !owner.userId) return `mobile:${owner.destination}`;
  return `user:${owner.userId}`;
}

const lockedAt = (streak: { lockedUntil: Date | null }, now: Date) =>
  streak.lockedUntil && streak.lockedUntil.getTime() > now.getTime() ? streak.lockedUntil : undefined;

/** When the account's lock ends, if it is locked now; read without locking (for sends). */
export async function findActiveLock(db: Db, accountKey: string, now: Date): Promise<Date | undefined> {
  return lockedAt({ lockedUntil: await findGuessLock(db, accountKey) }, now);
}

/**
 * Opens the account's streak for one verification, inside its transaction. `lockedUntil` is set
 * while the account is locked: then no code may be checked at all.
 */
export async function openGuessStreak(tx: Db, accountKey: string, now: Date) {
  const streak = await lockGuessStreak(tx, accountKey, now);
  return {
    lockedUntil: lockedAt(streak, now),
    /** Counts a wrong code; answers the lock's end when this one reached the limit. */
    countWrongGuess: (): Promise<Date | undefined> => countWrongGuess(tx, streak, now),
    /** A right code ends the run. */
    clear: (): Promise<void> => clearStreak(tx, streak, now),
  };
}

async function countWrongGuess(tx: Db, streak: GuessStreak, now: Date): Promise<Date | undefined> {
  const failures = streak.consecutiveFailures + 1;
  if (failures < otpMaxConsecutiveFailures) {
    await updateGuessStreak(tx, streak.accountKey, { consecutiveFailures: failures, lockedUntil: null }, now);
    return undefined;
  }
  // The count starts again, so after the lock the account has the full allowance once more.
  const lockedUntil = new Date(now.getTime() + otpLockoutMs);
  await updateGuessStreak(tx, streak.accountKey, { consecutiveFailures: 0, lockedUntil }, now);
  return lockedUntil;
}

async function clearStreak(tx: Db, streak: GuessStreak, now: Date): Promise<void> {
  if (streak.consecutiveFailures === 0 && streak.lockedUntil === null) return;
  await updateGuessStreak(tx, streak.accountKey, { consecutiveFailures: 0, lockedUntil: null }, now);
}
