import { staffAuthPaths } from '@kredo/contract/staff';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';

import type { TestApp } from '../../../test/helpers/test-app.ts';
import { demoStaff, demoStaffPassword, seedDemoStaff } from './staff-demo.ts';

export type DemoEmail = (typeof demoStaff)[number]['email'];

export const underwriter = demoStaff[0];
export const operations = demoStaff[1];
export const admin = demoStaff[2];

/** Staff sign-in over HTTP with codes computed as an authenticator app would, from the demo secrets. */
export function staffTestKit(ctx: { t: TestApp }) {
  const seed = () => seedDemoStaff(ctx.t.deps.db, ctx.t.deps.cipher, ctx.t.deps.clock);

  const codeFor = (email: DemoEmail, at = ctx.t.deps.clock.now()) => {
    const member = demoStaff.find((candidate) => candidate.email === email)!;
    return TOTP.generate({ secret: Secret.fromBase32(member.totpSecret), timestamp: at.getTime() });
  };

  const startSignIn = (email: string, password = demoStaffPassword) =>
    ctx.t.app.inject({ method: 'POST', url: staffAuthPaths.signIn, payload: { email, password } });

  const verify = (challengeId: string, code: string) =>
    ctx.t.app.inject({ method: 'POST', url: staffAuthPaths.verifyTotp, payload: { challengeId, code } });

  /** A challenge for the account, the password accepted. */
  const challenge = async (email: DemoEmail) => {
    const answer = await startSignIn(email);
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { challengeId: string }).challengeId;
  };

  /**
   * A full sign-in. The clock moves past the current 30-second step first: a code is good only
   * once, so two sign-ins of one member in the same step would be refused as a replay.
   */
  const signInStaff = async (email: DemoEmail) => {
    ctx.t.deps.clock.advance(31_000);
    const answer = await verify(await challenge(email), codeFor(email));
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as { token: string; expiresAt: string; staff: { id: string } };
    return { ...body, headers: { authorization: `Bearer ${body.token}` } };
  };

  return { seed, codeFor, startSignIn, verify, challenge, signInStaff };
}
