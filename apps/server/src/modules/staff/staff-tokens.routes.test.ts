import { devPaths } from '@kredo/contract/dev';
import { staffAuthPaths, staffMessages } from '@kredo/contract/staff';
import { messages } from '@kredo/contract/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedPerson, signIn } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { matchTotpStep } from './staff-totp.ts';
import { staffMembers } from './staff.schema.ts';
import { openTotpSecret } from './staff.service.ts';
import { admin, operations, staffTestKit, underwriter } from './staff-test-kit.ts';

describe('staff tokens and borrower tokens', () => {
  const ctx = {} as { t: TestApp };
  const kit = staffTestKit(ctx);
  const person = { mobile: '9123400001', pan: 'FGHPS1234K', dob: '1990-01-01', name: 'Sunil Shah' };

  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.seed();
  });
  afterAll(() => ctx.t.close());

  it('refuses a staff token on a borrower route and a borrower token on a staff route', async () => {
    const userId = await seedPerson(ctx.t, person);
    const borrower = await signIn(ctx.t, person);
    const staff = await kit.signInStaff(admin.email);
    const statusUrl = `/api/lam/status/${userId}`;

    expect((await ctx.t.app.inject({ url: statusUrl, headers: borrower.headers })).statusCode).toBe(200);
    const staffOnBorrower = await ctx.t.app.inject({ url: statusUrl, headers: staff.headers });
    expect(staffOnBorrower.statusCode).toBe(401);
    expect(staffOnBorrower.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: messages.sessionTimeout,
    });

    expect((await ctx.t.app.inject({ url: staffAuthPaths.me, headers: staff.headers })).statusCode).toBe(200);
    const borrowerOnStaff = await ctx.t.app.inject({ url: staffAuthPaths.me, headers: borrower.headers });
    expect(borrowerOnStaff.statusCode).toBe(401);
    expect(borrowerOnStaff.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: staffMessages.sessionExpired,
    });
    const signOut = await ctx.t.app.inject({
      method: 'POST',
      url: staffAuthPaths.signOut,
      headers: borrower.headers,
    });
    expect(signOut.statusCode).toBe(401);
    expect((await ctx.t.app.inject({ url: staffAuthPaths.me })).statusCode).toBe(401);
  });

  it('refuses a disabled member at once, even with a live token', async () => {
    const staff = await kit.signInStaff(operations.email);
    await ctx.t.deps.db
      .update(staffMembers)
      .set({ disabledAt: ctx.t.deps.clock.now() })
      .where(eq(staffMembers.id, staff.staff.id));
    expect((await ctx.t.app.inject({ url: staffAuthPaths.me, headers: staff.headers })).statusCode).toBe(401);
    const again = await kit.startSignIn(operations.email);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ message: staffMessages.signInRefused });
  });

  it('seeds the demo staff once, with sealed TOTP secrets', async () => {
    await kit.seed();
    const [row] = await ctx.t.deps.db.select({ n: count() }).from(staffMembers);
    expect(row?.n).toBe(3);
    const [stored] = await ctx.t.deps.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.email, admin.email));
    expect(stored?.totpSecretSealed).not.toContain(admin.totpSecret);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(openTotpSecret(ctx.t.deps.cipher, stored!)).toBe(admin.totpSecret);
  });

  it('answers the current code of a staff member on the sandbox dev route', async () => {
    const answer = await ctx.t.app.inject(`${devPaths.staffTotp}?email=${underwriter.email}`);
    expect(answer.statusCode).toBe(200);
    const { code } = answer.json() as { code: string };
    expect(code).toBe(kit.codeFor(underwriter.email));
    expect(matchTotpStep(underwriter.totpSecret, code, ctx.t.deps.clock.now())).toBeDefined();
    expect((await ctx.t.app.inject(`${devPaths.staffTotp}?email=nobody@kredo.example`)).statusCode).toBe(404);
  });
});

describe('staff routes in production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ mode: 'production' });
  });
  afterAll(() => t.close());

  it('has no dev TOTP route and no demo staff', async () => {
    expect((await t.app.inject(`${devPaths.staffTotp}?email=${admin.email}`)).statusCode).toBe(404);
    const refused = await t.app.inject({
      method: 'POST',
      url: staffAuthPaths.signIn,
      payload: { email: admin.email, password: 'Kredo-Demo-2026' },
    });
    expect(refused.statusCode).toBe(401);
  });
});
