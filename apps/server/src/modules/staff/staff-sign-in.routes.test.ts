import { staffAuthPaths, staffMessages } from '@kredo/contract/staff';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { auditLog } from '../audit/audit.schema.ts';
import { demoStaffPassword } from './staff-demo.ts';
import { admin, operations, staffTestKit, underwriter } from './staff-test-kit.ts';
import { staffSessionLifetimeMs } from './staff-tokens.ts';

describe('staff sign-in', () => {
  const ctx = {} as { t: TestApp };
  const kit = staffTestKit(ctx);
  const issuedCodes: string[] = [];
  const issuedTokens: string[] = [];

  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.seed();
  });
  afterAll(() => ctx.t.close());

  const auditFor = (staffId: string | null, action: string) =>
    ctx.t.deps.db
      .select()
      .from(auditLog)
      .where(
        staffId
          ? and(eq(auditLog.staffId, staffId), eq(auditLog.action, action))
          : eq(auditLog.action, action),
      );

  it('signs in with the password and then a TOTP code, answers who is signed in, and signs out', async () => {
    const started = await kit.startSignIn('  Underwriter@Kredo.Example ');
    expect(started.statusCode).toBe(200);
    const { challengeId, expiresAt } = started.json() as { challengeId: string; expiresAt: string };
    expect(Date.parse(expiresAt) - ctx.t.deps.clock.nowMs()).toBeLessThanOrEqual(5 * 60 * 1000);

    const code = kit.codeFor(underwriter.email);
    issuedCodes.push(code);
    const verified = await kit.verify(challengeId, code);
    expect(verified.statusCode).toBe(200);
    const session = verified.json() as { token: string; expiresAt: string; staff: { id: string } };
    issuedTokens.push(session.token);
    expect(session.staff).toMatchObject({
      email: underwriter.email,
      name: underwriter.name,
      roles: ['underwriter'],
    });
    expect(Date.parse(session.expiresAt) - ctx.t.deps.clock.nowMs()).toBeGreaterThan(
      staffSessionLifetimeMs - 5000,
    );
    const headers = { authorization: `Bearer ${session.token}` };

    const me = await ctx.t.app.inject({ url: staffAuthPaths.me, headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: session.staff.id,
      email: underwriter.email,
      name: underwriter.name,
      roles: ['underwriter'],
    });
    expect(await auditFor(session.staff.id, 'SIGN_IN')).toHaveLength(1);

    const out = await ctx.t.app.inject({ method: 'POST', url: staffAuthPaths.signOut, headers });
    expect(out.statusCode).toBe(204);
    const after = await ctx.t.app.inject({ url: staffAuthPaths.me, headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: staffMessages.sessionExpired });
    expect(await auditFor(session.staff.id, 'SIGN_OUT')).toHaveLength(1);

    // The challenge is spent: the same code and challenge do not sign in twice.
    const again = await kit.verify(challengeId, code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ message: staffMessages.challengeExpired });
  });

  it('ends a staff session after four hours', async () => {
    const { headers } = await kit.signInStaff(admin.email);
    ctx.t.deps.clock.advance(staffSessionLifetimeMs - 60_000);
    expect((await ctx.t.app.inject({ url: staffAuthPaths.me, headers })).statusCode).toBe(200);
    ctx.t.deps.clock.advance(61_000);
    const ended = await ctx.t.app.inject({ url: staffAuthPaths.me, headers });
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ message: staffMessages.sessionExpired });
  });

  it('refuses a wrong password and an unknown e-mail with the same answer, and audits both', async () => {
    const wrong = await kit.startSignIn(admin.email, 'Kredo-Demo-2025');
    const unknown = await kit.startSignIn('nobody@kredo.example', demoStaffPassword);
    for (const answer of [wrong, unknown]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: staffMessages.signInRefused });
    }
    const unknownEntries = await auditFor(null, 'SIGN_IN_REFUSED');
    expect(unknownEntries.find((entry) => entry.staffId === null)?.details).toEqual({
      reason: 'UNKNOWN_EMAIL',
      email: 'nobody@kredo.example',
    });
    expect(unknownEntries.some((entry) => entry.details.reason === 'WRONG_PASSWORD')).toBe(true);
    expect(JSON.stringify(unknownEntries)).not.toContain('Kredo-Demo');
  });

  it('refuses a wrong code, then a code already used, and an expired challenge', async () => {
    ctx.t.deps.clock.advance(31_000);
    const challengeId = await kit.challenge(operations.email);
    const code = kit.codeFor(operations.email);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await kit.verify(challengeId, wrongCode);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: staffMessages.totpRefused });

    // The right code on the same challenge still works, once.
    issuedCodes.push(code);
    expect((await kit.verify(challengeId, code)).statusCode).toBe(200);

    // The same code again on a new challenge, within its window: a replay.
    const replay = await kit.verify(await kit.challenge(operations.email), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ message: staffMessages.totpRefused });
    const replayed = await ctx.t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'SIGN_IN_REFUSED'));
    expect(replayed.some((entry) => entry.details.reason === 'REPLAYED_CODE')).toBe(true);

    // A challenge is good for five minutes.
    const late = await kit.challenge(operations.email);
    ctx.t.deps.clock.advance(5 * 60 * 1000 + 1000);
    const expired = await kit.verify(late, kit.codeFor(operations.email));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ message: staffMessages.challengeExpired });

    // A code from a step beyond the ±1 window is refused.
    const stale = await kit.verify(
      await kit.challenge(operations.email),
      kit.codeFor(operations.email, new Date(ctx.t.deps.clock.nowMs() - 90_000)),
    );
    expect(stale.json()).toMatchObject({ message: staffMessages.totpRefused });

    // Well-formed refusals only: an id that is no challenge at all is simply expired.
    const madeUp = await kit.verify('not-a-challenge', '123456');
    expect(madeUp.json()).toMatchObject({ message: staffMessages.challengeExpired });
    ctx.t.deps.clock.advance(16 * 60 * 1000); // clear of any lock the failures above may near
  });

  it('accepts the code of the step before or after, for a drifting phone', async () => {
    // Into a fresh step, at its middle: the real time a busy machine takes to answer must not
    // carry the server into the next step and make the neighbour's code two steps away.
    const toMidStep = () => {
      const intoStep = ctx.t.deps.clock.nowMs() % 30_000;
      ctx.t.deps.clock.advance(60_000 + ((15_000 - intoStep + 30_000) % 30_000));
    };
    toMidStep();
    const before = kit.codeFor(admin.email, new Date(ctx.t.deps.clock.nowMs() - 30_000));
    expect((await kit.verify(await kit.challenge(admin.email), before)).statusCode).toBe(200);
    toMidStep();
    const after = kit.codeFor(admin.email, new Date(ctx.t.deps.clock.nowMs() + 30_000));
    expect((await kit.verify(await kit.challenge(admin.email), after)).statusCode).toBe(200);
  });

  it('locks the account for 15 minutes after five consecutive failures, passwords or codes', async () => {
    ctx.t.deps.clock.advance(31_000);
    for (let attempt = 1; attempt <= 3; attempt += 1)
      expect((await kit.startSignIn(underwriter.email, 'wrong password')).statusCode).toBe(401);
    const challengeId = await kit.challenge(underwriter.email);
    expect((await kit.verify(challengeId, '000000')).statusCode).toBe(401);
    const fifth = await kit.verify(challengeId, '000001');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: 'RATE_LIMITED', message: staffMessages.locked });
    expect(Number(fifth.headers['retry-after'])).toBe(15 * 60);

    // Locked: even the right password and code are refused.
    const locked = await kit.startSignIn(underwriter.email);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ message: staffMessages.locked });
    expect((await kit.verify(challengeId, kit.codeFor(underwriter.email))).statusCode).not.toBe(200);

    ctx.t.deps.clock.advance(14 * 60 * 1000);
    expect((await kit.startSignIn(underwriter.email)).statusCode).toBe(429);
    ctx.t.deps.clock.advance(60 * 1000 + 1000);
    const { staff } = await kit.signInStaff(underwriter.email);
    const refusals = await auditFor(staff.id, 'SIGN_IN_REFUSED');
    expect(refusals.filter((entry) => entry.details.locked === true)).toHaveLength(1);
    expect(refusals.filter((entry) => entry.details.reason === 'LOCKED').length).toBeGreaterThanOrEqual(2);

    // A success starts the count again: four failures do not lock.
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await kit.startSignIn(underwriter.email, 'wrong password')).statusCode).toBe(401);
    await kit.signInStaff(underwriter.email);
  });

  it('writes no password, code, token or TOTP secret to the log', () => {
    const log = ctx.t.logLines.join('\n');
    expect(log).not.toContain(demoStaffPassword);
    expect(log).not.toContain('wrong password');
    for (const code of issuedCodes) expect(log).not.toContain(`"${code}"`);
    for (const token of issuedTokens) expect(log).not.toContain(token.split('.')[2]);
    for (const member of [underwriter, operations, admin]) expect(log).not.toContain(member.totpSecret);
  });
});
