import { staffAuthPaths } from '@kredo/contract/staff';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import {
  addStaffMember,
  disableStaffMember,
  generatePassword,
  parseRoles,
  StaffAdminError,
} from './staff-admin.ts';

describe('staff accounts made by an operator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const signIn = async (email: string, password: string, secret: string) => {
    t.deps.clock.advance(31_000);
    const first = await t.app.inject({
      method: 'POST',
      url: staffAuthPaths.signIn,
      payload: { email, password },
    });
    if (first.statusCode !== 200) return first;
    const code = TOTP.generate({
      secret: Secret.fromBase32(secret),
      timestamp: t.deps.clock.now().getTime(),
    });
    return t.app.inject({
      method: 'POST',
      url: staffAuthPaths.verifyTotp,
      payload: { challengeId: (first.json() as { challengeId: string }).challengeId, code },
    });
  };

  it('adds a member who signs in with the password and the new TOTP secret, until disabled', async () => {
    const password = generatePassword();
    expect(password).toHaveLength(18);
    const added = await addStaffMember(t.deps, {
      email: ' Priya.Rao@Lender.example ',
      name: 'Priya Rao',
      roles: ['underwriter'],
      password,
    });
    expect(added.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);

    const session = await signIn('priya.rao@lender.example', password, added.totpSecret);
    expect(session.statusCode).toBe(200);
    const { token, staff } = session.json() as { token: string; staff: { roles: string[] } };
    expect(staff.roles).toEqual(['underwriter']);
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: staffAuthPaths.me, headers })).statusCode).toBe(200);

    await disableStaffMember(t.deps, 'priya.rao@lender.example');
    expect((await t.app.inject({ url: staffAuthPaths.me, headers })).statusCode).toBe(401);
    expect((await signIn('priya.rao@lender.example', password, added.totpSecret)).statusCode).toBe(401);
  });

  it('refuses a second account for one e-mail, a short password, a bad e-mail and unknown roles', async () => {
    const member = {
      email: 'ops.one@lender.example',
      name: 'Ops One',
      roles: parseRoles('operations'),
      password: 'long enough pass',
    };
    await addStaffMember(t.deps, member);
    await expect(addStaffMember(t.deps, member)).rejects.toThrow(StaffAdminError);
    await expect(
      addStaffMember(t.deps, { ...member, email: 'x@lender.example', password: 'short' }),
    ).rejects.toThrow(/at least 12/);
    await expect(addStaffMember(t.deps, { ...member, email: 'not-an-email' })).rejects.toThrow(
      /Not an e-mail/,
    );
    expect(() => parseRoles('underwriter,boss')).toThrow(StaffAdminError);
    expect(() => parseRoles('')).toThrow(StaffAdminError);
    expect(parseRoles('underwriter, admin')).toEqual(['underwriter', 'admin']);
    await expect(disableStaffMember(t.deps, 'nobody@lender.example')).rejects.toThrow(/No staff member/);
  });
});
