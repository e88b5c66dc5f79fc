import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatLockEnd } from './otp-errors.ts';
import { createOtpTestKit, type OtpTestKit, wrongCode } from './otp-test-kit.ts';
import { otpGuessStreaks, type OtpPurpose } from './otp.schema.ts';

const minute = 60 * 1000;
const day = 24 * 60 * minute;

const lockEnd = String.raw`\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST`;
const signInLocked = new RegExp(
  `^Too many wrong codes\\. For your safety, sign-in with this number is locked until ${lockEnd}\\. You can try again after that\\.$`,
);
const accountLocked = new RegExp(
  `^Too many wrong codes\\. For your safety, code checks on your account are locked until ${lockEnd}\\. You can try again after that\\.$`,
);

describe('wrong codes in a row on one account', () => {
  let t: OtpTestKit;
  beforeAll(async () => {
    t = await createOtpTestKit();
  });
  afterAll(() => t.close());

  /**
   * A fresh code for the account, asked as a patient guesser would: 13 minutes after the last, so
   * five codes an hour stay within the hourly send limit.
   */
  async function newCode(account: { mobile: string; ip: string; purpose?: OtpPurpose; userId?: string }) {
    t.deps.clock.advance(13 * minute);
    const purpose = account.purpose ?? 'signin';
    const { requestId } = await t.issue({
      destination: account.mobile,
      ip: account.ip,
      purpose,
      userId: account.userId,
    });
    const code = await t.readCode(account.mobile);
    const verify = (attempt: string) =>
      t.otp.verify({
        purpose,
        destination: account.mobile,
        code: attempt,
        requestId,
        userId: account.userId,
      });
    return { code, verify };
  }

  async function lockEndOf(accountKey: string): Promise<number> {
    const [row] = await t.deps.db
      .select()
      .from(otpGuessStreaks)
      .where(eq(otpGuessStreaks.accountKey, accountKey));
    if (!row?.lockedUntil) throw new Error(`${accountKey} is not locked`);
    return row.lockedUntil.getTime();
  }

  /** `count` wrong codes, four to each new code so that no code dies of its own five-try limit. */
  async function guessWrong(account: Parameters<typeof newCode>[0], count: number) {
    let last = await newCode(account);
    let onThisCode = 0;
    for (let guess = 1; guess <= count; guess += 1) {
      if (onThisCode === 4) {
        last = await newCode(account);
        onThisCode = 0;
      }
      const refusal = await last.verify(wrongCode(last.code)).catch((error: unknown) => error);
      onThisCode += 1;
      if (guess < count) expect(refusal).toMatchObject({ userMessage: 'Incorrect OTP' });
      else return { refusal, last };
    }
    throw new Error('no guesses made');
  }

  it('refuses even the right code after 100 wrong codes across 25 codes, until a day later', async () => {
    const account = t.fresh();
    const { refusal, last } = await guessWrong(account, 100);
    const lockedUntil = await lockEndOf(`mobile:${account.mobile}`);
    expect(lockedUntil - t.deps.clock.nowMs()).toBeGreaterThan(day - minute);

    // The hundredth wrong code already answers with the lock, with the wait as Retry-After.
    expect(refusal).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: day / 1000 });
    expect((refusal as { userMessage: string }).userMessage).toMatch(signInLocked);
    expect((refusal as { userMessage: string }).userMessage).toContain(formatLockEnd(new Date(lockedUntil)));
    // The right code of a code still open is refused the same way.
    await expect(last.verify(last.code)).rejects.toMatchObject({
      status: 429,
      userMessage: expect.stringMatching(signInLocked),
    });
    // No new code is sent while locked.
    t.deps.clock.advance(13 * minute);
    await expect(t.issue({ destination: account.mobile, ip: account.ip })).rejects.toMatchObject({
      status: 429,
      userMessage: expect.stringMatching(signInLocked),
    });

    t.deps.clock.advance(lockedUntil - t.deps.clock.nowMs() - 1000);
    await expect(t.issue({ destination: account.mobile, ip: account.ip })).rejects.toMatchObject({
      status: 429,
    });
    t.deps.clock.advance(1000);
    const fresh = await newCode(account);
    await expect(fresh.verify(fresh.code)).resolves.toMatchObject({ userId: null });
  });

  it('starts the count again after a right code', async () => {
    const account = t.fresh();
    for (let round = 0; round < 2; round += 1) {
      await guessWrong(account, 99);
      const next = await newCode(account);
      await expect(next.verify(next.code)).resolves.toBeDefined();
    }
  });

  it('counts codes asked from a session against the borrower, not against sign-in with that number', async () => {
    const account = { ...t.fresh(), purpose: 'mobile-verification' as const, userId: crypto.randomUUID() };
    const { refusal } = await guessWrong(account, 100);
    expect(refusal).toMatchObject({ status: 429, userMessage: expect.stringMatching(accountLocked) });
    // The same borrower is refused a code for any other number too.
    await expect(
      t.issue({ ...account, destination: t.fresh().mobile, ip: t.fresh().ip }),
    ).rejects.toMatchObject({ status: 429, userMessage: expect.stringMatching(accountLocked) });

    // The number's owner still signs in.
    const signIn = await newCode({ mobile: account.mobile, ip: t.fresh().ip });
    await expect(signIn.verify(signIn.code)).resolves.toBeDefined();
  });

  it('shows when the lock ends in India time', () => {
    expect(formatLockEnd(new Date('2025-05-15T10:00:00Z'))).toBe('15 May 2025, 3:30 pm IST');
    expect(formatLockEnd(new Date('2025-05-15T20:05:00Z'))).toBe('16 May 2025, 1:35 am IST');
  });
});
