import { expect } from 'vitest';

import { clearOtpLimits, demoBorrower, outboxIds, readNewOtp } from './sign-in.ts';

/** The user id (`sub`) a session token carries. */
export function subjectOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}

/** A session of the demo borrower, signed in over the API with the code from the outbox. */
export async function sessionTokenOfDemoBorrower(baseUrl: string): Promise<string> {
  await clearOtpLimits(baseUrl);
  const seen = await outboxIds(baseUrl, demoBorrower.mobile);
  const query = `mobile=${demoBorrower.mobile}&pan=${demoBorrower.pan}`;
  expect((await fetch(`${baseUrl}/api/hagrid/signin-initiate/?${query}`)).status).toBe(200);
  const otp = await readNewOtp(baseUrl, demoBorrower.mobile, seen);
  const answer = await fetch(`${baseUrl}/api/hagrid/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: demoBorrower.mobile, pan: demoBorrower.pan, otp }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}
