import { eq } from 'drizzle-orm';

import { createTestDeps } from '../../../test/helpers/test-app.ts';
import { findOutboxEntries } from '../notifications/notifications.repository.ts';
import { otpChallenges } from './otp.schema.ts';
import type { IssueOtpInput } from './otp.service.ts';

/**
 * The OTP service on a fresh database with the real notifier and sandbox gateway. Each test takes
 * its own mobile and IP from `fresh()`, so the tests of a file never share a limit.
 */
export async function createOtpTestKit() {
  const { deps, close } = await createTestDeps();
  const { otp } = deps;
  let serial = 0;

  return {
    deps,
    otp,
    close,
    fresh() {
      serial += 1;
      return { mobile: `98${String(serial).padStart(8, '0')}`, ip: `203.0.113.${serial}` };
    },
    issue(input: Pick<IssueOtpInput, 'destination' | 'ip'> & Partial<IssueOtpInput>) {
      return otp.issue({
        purpose: 'signin',
        channel: 'sms',
        message: (code) => `${code} is your Kredo verification code. It is valid for 10 minutes.`,
        ...input,
      });
    },
    /** The latest code the sandbox delivered to a mobile, read from the outbox as a tester would. */
    async readCode(mobile: string): Promise<string> {
      const [latest] = await findOutboxEntries(deps.db, { to: mobile, limit: 1 });
      const code = latest?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`No code in the outbox for ${mobile}`);
      return code;
    },
    async challengeRow(requestId: string) {
      const [row] = await deps.db.select().from(otpChallenges).where(eq(otpChallenges.id, requestId));
      return row;
    },
  };
}

export type OtpTestKit = Awaited<ReturnType<typeof createOtpTestKit>>;

/** A code that is certainly wrong for `code`, and still six digits. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
