import { randomUUID } from 'node:crypto';

import { backOfficePaths } from '@kredo/contract/back-office';
import { staffMessages } from '@kredo/contract/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedPerson, signIn } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { admin, operations, staffTestKit } from '../staff/staff-test-kit.ts';

const applicationId = randomUUID();
const documentId = randomUUID();
const at = (path: string) => path.replace(':applicationId', applicationId).replace(':documentId', documentId);

/** Every back-office route with a body it would accept. */
const routes = [
  { method: 'GET' as const, url: backOfficePaths.queue },
  { method: 'GET' as const, url: at(backOfficePaths.application) },
  { method: 'GET' as const, url: at(backOfficePaths.documentUrl) },
  {
    method: 'POST' as const,
    url: at(backOfficePaths.requestInformation),
    payload: { subStatuses: ['SELFIE_UNCLEAR'] },
  },
  {
    method: 'POST' as const,
    url: at(backOfficePaths.approve),
    payload: { amount: 3_000_000, tenureMonths: 6, dueDayOfMonth: 5 },
  },
  { method: 'POST' as const, url: at(backOfficePaths.reject), payload: { reason: 'Not for us' } },
  { method: 'GET' as const, url: at(backOfficePaths.audit) },
  { method: 'GET' as const, url: at(backOfficePaths.offer) },
  { method: 'POST' as const, url: at(backOfficePaths.resendEsignCode), payload: {} },
  { method: 'POST' as const, url: at(backOfficePaths.cancelOffer), payload: { reason: 'Borrower asked' } },
];

describe('back-office access', () => {
  const ctx = {} as { t: TestApp };
  const kit = staffTestKit(ctx);

  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.seed();
  });
  afterAll(() => ctx.t.close());

  it('refuses every route without a token and with a borrower token', async () => {
    const person = { mobile: '9123400002', pan: 'FGHPT1234K', dob: '1990-01-01', name: 'Tara Tiwari' };
    await seedPerson(ctx.t, person);
    const borrower = await signIn(ctx.t, person);
    for (const route of routes) {
      for (const headers of [{}, borrower.headers, { authorization: 'Bearer not.a.token' }]) {
        const answer = await ctx.t.app.inject({ ...route, headers });
        expect(answer.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(answer.json()).toMatchObject({
          code: 'UNAUTHENTICATED',
          message: staffMessages.sessionExpired,
        });
      }
    }
  });

  it('refuses approve, reject and cancelling an offer to operations (403), and lets them through to the rest', async () => {
    const staff = await kit.signInStaff(operations.email);
    for (const route of routes) {
      const answer = await ctx.t.app.inject({ ...route, headers: staff.headers });
      const decides = ['/approve', '/reject', '/offer/cancel'].some((end) => route.url.endsWith(end));
      if (decides) {
        expect(answer.statusCode, route.url).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'FORBIDDEN', message: staffMessages.notAllowed });
      } else {
        // Past the role check: no such application (the queue answers, empty).
        expect(answer.statusCode, route.url).toBe(route.url === backOfficePaths.queue ? 200 : 404);
      }
    }
  });

  it('lets an admin decide (no such application here: 404, not 403)', async () => {
    const staff = await kit.signInStaff(admin.email);
    const approve = routes.find((route) => route.url.endsWith('/approve'))!;
    expect((await ctx.t.app.inject({ ...approve, headers: staff.headers })).statusCode).toBe(404);
  });

  it('checks the token before the body', async () => {
    const answer = await ctx.t.app.inject({ method: 'POST', url: at(backOfficePaths.approve), payload: {} });
    expect(answer.statusCode).toBe(401);
  });
});
