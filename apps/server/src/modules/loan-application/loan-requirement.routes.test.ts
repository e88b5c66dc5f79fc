import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { loanApplications } from './loan-application.schema.ts';

import { text, rupees, loanApplicationTestKit } from './loan-application-test-kit.ts';

const ctx = {} as { t: TestApp };
const {
  borrower,
  completeBorrower,
  get,
  userStatus,
  apply,
  applied,
  changeRequirement,
  latestApplication,
  allowsNewApplication,
  applicationRows,
} = loanApplicationTestKit(ctx);

describe('loan application routes: the requirement and who may reach an application', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = ctx.t = await buildTestApp();
  });
  afterAll(() => t.close());

  describe('loan requirement', () => {
    it('changes the amount, tenure and purpose within the boundary', async () => {
      const b = await completeBorrower();
      const { applicationId } = await applied(b, 'PERSONAL_LOAN');

      const response = await changeRequirement(b, {
        applicationId,
        amountRequested: rupees(50_000),
        tenureRequested: 9,
        purpose: 'Education',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().application).toMatchObject({
        applicationId,
        status: 'INITIATED',
        productCode: 'PERSONAL_LOAN',
        amountRequested: rupees(50_000),
        tenureRequested: 9,
        purpose: 'Education',
      });
      expect(await latestApplication(b)).toMatchObject({
        amountRequested: rupees(50_000),
        tenureRequested: 9,
        purpose: 'Education',
      });
      expect((await applicationRows(b.userId))[0]).toMatchObject({
        amountRequestedPaise: rupees(50_000),
        tenureRequestedMonths: 9,
        purpose: 'Education',
      });

      // Both ends of the boundary are allowed.
      for (const [amountRequested, tenureRequested] of [
        [rupees(25_001), 3],
        [rupees(400_000), 12],
      ] as const) {
        const edge = await changeRequirement(b, {
          applicationId,
          amountRequested,
          tenureRequested,
          purpose: 'Medical',
        });
        expect(edge.statusCode, edge.body).toBe(200);
        expect(edge.json().application).toMatchObject({ amountRequested, tenureRequested });
      }
    });

    it('refuses a requirement outside the boundary with field errors and changes nothing', async () => {
      const b = await completeBorrower();
      const { applicationId } = await applied(b, 'PERSONAL_LOAN');
      const attempt = (amountRequested: number, tenureRequested: number) =>
        changeRequirement(b, { applicationId, amountRequested, tenureRequested, purpose: 'Medical' });

      const below = await attempt(rupees(25_001) - 1, 6);
      expect(below.statusCode).toBe(400);
      expect(below.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { amountRequested: ['Please enter Loan Amount between 25001 and 400000'] },
      });
      const above = await attempt(rupees(400_000) + 1, 6);
      expect(above.statusCode).toBe(400);
      expect(above.json().fieldErrors).toEqual({
        amountRequested: ['Please enter Loan Amount between 25001 and 400000'],
      });
      for (const tenure of [4, 15]) {
        const wrongTenure = await attempt(rupees(30_000), tenure);
        expect(wrongTenure.statusCode, String(tenure)).toBe(400);
        expect(wrongTenure.json().fieldErrors).toEqual({
          tenureRequested: ['Please select Tenure between 3 and 12'],
        });
      }
      const both = await attempt(rupees(1_000), 24);
      expect(Object.keys(both.json().fieldErrors).sort()).toEqual(['amountRequested', 'tenureRequested']);

      const badPurpose = await changeRequirement(b, {
        applicationId,
        amountRequested: rupees(30_000),
        tenureRequested: 6,
        purpose: 'Holiday',
      });
      expect(badPurpose.statusCode).toBe(400);
      expect(badPurpose.json().fieldErrors).toEqual({ purpose: [text.selectToContinue] });
      const zero = await changeRequirement(b, {
        applicationId,
        amountRequested: 0,
        tenureRequested: 6,
        purpose: 'Medical',
      });
      expect(zero.statusCode).toBe(400);
      expect(zero.json().fieldErrors).toHaveProperty('amountRequested');

      expect((await applicationRows(b.userId))[0]).toMatchObject({
        amountRequestedPaise: rupees(30_000),
        tenureRequestedMonths: 6,
        purpose: 'Medical',
      });
    });

    it("uses the application's own product: LendBazaar's CREDIT_LINE_PLUS takes tenures up to 24 months", async () => {
      const b = await completeBorrower({
        sourcingCode: 'SCLT',
        income: 80_000,
        loan: { amount: rupees(30_000), tenure: 18, purpose: 'Medical' },
      });
      const application = await applied(b, 'CREDIT_LINE_PLUS');
      expect(application).toMatchObject({ productType: 'CREDIT_LINE', tenureRequested: 18 });

      const longest = await changeRequirement(b, {
        applicationId: application.applicationId,
        amountRequested: rupees(200_000),
        tenureRequested: 24,
        purpose: 'Medical',
      });
      expect(longest.statusCode, longest.body).toBe(200);
      const beyond = await changeRequirement(b, {
        applicationId: application.applicationId,
        amountRequested: rupees(200_000),
        tenureRequested: 27,
        purpose: 'Medical',
      });
      expect(beyond.statusCode).toBe(400);
      expect(beyond.json().fieldErrors).toEqual({
        tenureRequested: ['Please select Tenure between 3 and 24'],
      });
    });

    it("answers 404 for another borrower's application or an unknown one", async () => {
      const owner = await completeBorrower();
      const { applicationId } = await applied(owner, 'PERSONAL_LOAN');
      const other = await borrower();
      const change = { amountRequested: rupees(50_000), tenureRequested: 9, purpose: 'Education' };

      const theirs = await changeRequirement(other, { applicationId, ...change });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().code).toBe('NOT_FOUND');
      expect((await changeRequirement(other, { applicationId: randomUUID(), ...change })).statusCode).toBe(
        404,
      );
      expect((await applicationRows(owner.userId))[0]).toMatchObject({
        amountRequestedPaise: rupees(30_000),
      });
    });

    it('allows a change while INITIATED or INCOMPLETE_INFO, and refuses it once the application moved on', async () => {
      const b = await completeBorrower();
      const { applicationId } = await applied(b, 'PERSONAL_LOAN');
      const moveTo = (status: string) =>
        t.deps.db.update(loanApplications).set({ status }).where(eq(loanApplications.id, applicationId));
      const change = (amountRequested: number) =>
        changeRequirement(b, { applicationId, amountRequested, tenureRequested: 9, purpose: 'Education' });

      await moveTo('INCOMPLETE_INFO');
      const incomplete = await change(rupees(40_000));
      expect(incomplete.statusCode, incomplete.body).toBe(200);
      expect(incomplete.json().application).toMatchObject({
        status: 'INCOMPLETE_INFO',
        amountRequested: rupees(40_000),
      });

      await moveTo('APPROVED');
      const approved = await change(rupees(50_000));
      expect(approved.statusCode).toBe(409);
      expect(approved.json().code).toBe('CONFLICT');
      expect((await applicationRows(b.userId))[0]).toMatchObject({ amountRequestedPaise: rupees(40_000) });
    });
  });

  describe('authorization', () => {
    const someone = '00000000-0000-4000-8000-000000000001';
    const routes: Array<[string, string, Record<string, unknown>?]> = [
      ['GET', `/api/lam/status/${someone}`],
      ['GET', '/api/paandu/eligible-loan-products'],
      ['GET', '/api/loan-application/eligible-loan-products'],
      ['GET', '/api/paandu/application-fields?productCode=PERSONAL_LOAN'],
      ['GET', '/api/corleone/loan-boundary?productCode=PERSONAL_LOAN'],
      ['GET', '/api/paandu/kyc-modes?productCode=PERSONAL_LOAN'],
      ['GET', '/api/paandu/allow-new-application'],
      ['GET', '/api/paandu/latest-application-status?translate_status=False'],
      ['POST', '/api/paandu/application', { productCode: 'PERSONAL_LOAN', userId: someone }],
      [
        'POST',
        '/api/loan-application/loan-requirement',
        {
          applicationId: randomUUID(),
          amountRequested: rupees(30_000),
          tenureRequested: 6,
          purpose: 'Medical',
        },
      ],
    ];

    it.each(routes)('%s %s needs a session', async (method, url, payload) => {
      const request = { method: method as 'GET' | 'POST', url, ...(payload && { payload }) };
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: text.sessionTimeout });
      const forged = await t.app.inject({
        ...request,
        headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
      });
      expect(forged.statusCode).toBe(401);
    });

    it("keeps one borrower out of another's status, application and applying", async () => {
      const first = await completeBorrower();
      const second = await completeBorrower();

      const status = await get(second, `/api/lam/status/${first.userId}`);
      expect(status.statusCode).toBe(403);
      expect(status.json().code).toBe('FORBIDDEN');

      const onTheirBehalf = await apply(second, 'PERSONAL_LOAN', first.userId);
      expect(onTheirBehalf.statusCode).toBe(403);
      expect(await applicationRows(first.userId)).toHaveLength(0);
      expect(await applicationRows(second.userId)).toHaveLength(0);

      const firstApplication = await applied(first, 'PERSONAL_LOAN');
      expect(await latestApplication(first)).toMatchObject({ applicationId: firstApplication.applicationId });
      expect(await latestApplication(second)).toBeNull();
      expect(await allowsNewApplication(second)).toBe(true);
      expect((await userStatus(second)).latestApplicationsStatus).toBeNull();
      // The second borrower can still apply for themselves.
      expect(await applied(second, 'PERSONAL_LOAN')).not.toMatchObject({
        applicationId: firstApplication.applicationId,
      });
    });

    it('answers 400 to a malformed userId or translate_status', async () => {
      const b = await borrower();
      const translate = await get(b, '/api/paandu/latest-application-status?translate_status=maybe');
      expect(translate.statusCode).toBe(400);
      expect(translate.json().fieldErrors).toHaveProperty('translate_status');
      const response = await get(b, '/api/lam/status/not-a-uuid');
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty('userId');
    });
  });
});
