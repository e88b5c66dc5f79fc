import type { ApplicationView } from '@kredo/contract/back-office';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { admin, operations, underwriter } from '../staff/staff-test-kit.ts';
import { backOfficeTestKit } from './back-office-test-kit.ts';

type Entry = { action: string; staffEmail: string; details: Record<string, unknown> };

describe('back-office decisions', () => {
  const ctx = {} as { t: TestApp };
  const kit = backOfficeTestKit(ctx);
  const auditActions = async (applicationId: string) =>
    ((await kit.audit(admin.email, applicationId)).json() as { entries: Entry[] }).entries;

  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());

  it('asks for information with sub-statuses (operations may), then an underwriter rejects', async () => {
    const { applicationId } = await kit.referred();
    const asked = ['SELFIE_UNCLEAR', 'BS_6M_MISSING', 'RESI_ADDR_INCOMPLETE', 'NACH_BANK_DETAILS'];
    const answer = await kit.requestInformation(operations.email, applicationId, {
      subStatuses: asked,
      note: 'Selfie is blurred',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      applicationId,
      status: 'INCOMPLETE_INFO',
      subStatuses: asked,
      offer: null,
    });
    await kit.underwriting.expectStatus(applicationId, 'INCOMPLETE_INFO', asked);

    const none = await kit.requestInformation(operations.email, applicationId, { subStatuses: [] });
    expect(none.statusCode).toBe(400);
    const unknown = await kit.requestInformation(operations.email, applicationId, { subStatuses: ['NOPE'] });
    expect(unknown.statusCode).toBe(400);

    const rejected = await kit.reject(underwriter.email, applicationId, {
      reason: 'Address cannot be verified',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', subStatuses: [] });

    expect(await auditActions(applicationId)).toEqual([
      expect.objectContaining({
        action: 'REQUEST_INFORMATION',
        staffEmail: operations.email,
        details: { subStatuses: asked, note: 'Selfie is blurred' },
      }),
      expect.objectContaining({
        action: 'REJECT',
        staffEmail: underwriter.email,
        details: { reason: 'Address cannot be verified' },
      }),
    ]);
    const view = (await kit.view(admin.email, applicationId)).json() as ApplicationView;
    expect(view.allowedActions).toEqual([]);
  });

  it('approves within the product boundary; outside it is 400; an illegal move afterwards is 409', async () => {
    const { applicationId } = await kit.referred();
    const { boundary } = (await kit.view(underwriter.email, applicationId)).json() as ApplicationView;
    const [, maxAmount] = boundary.amountRange;

    const tooMuch = await kit.approve(underwriter.email, applicationId, {
      amount: maxAmount + 100_000,
      tenureMonths: boundary.tenureMonths.min,
      dueDayOfMonth: 5,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { amount: [expect.any(String)] },
    });
    const badTenure = await kit.approve(underwriter.email, applicationId, {
      amount: boundary.amountRange[0],
      tenureMonths: boundary.tenureMonths.max + 1,
      dueDayOfMonth: 5,
    });
    expect(badTenure.statusCode).toBe(400);
    expect(badTenure.json()).toMatchObject({ fieldErrors: { tenureMonths: [expect.any(String)] } });
    await kit.underwriting.expectStatus(applicationId, 'INITIATED');

    const amount = 3_000_000;
    const approved = await kit.approve(admin.email, applicationId, {
      amount,
      tenureMonths: boundary.tenureMonths.min,
      dueDayOfMonth: 7,
      note: 'Salary verified by phone',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      applicationId,
      status: 'APPROVED',
      offer: { amount, tenureMonths: boundary.tenureMonths.min, dueDayOfMonth: 7 },
    });

    const rejectApproved = await kit.reject(underwriter.email, applicationId, { reason: 'Changed my mind' });
    expect(rejectApproved.statusCode).toBe(409);
    expect(rejectApproved.json()).toMatchObject({ code: 'CONFLICT' });
    const askApproved = await kit.requestInformation(underwriter.email, applicationId, {
      subStatuses: ['PAN_UNCLEAR'],
    });
    expect(askApproved.statusCode).toBe(409);
    await kit.underwriting.expectStatus(applicationId, 'APPROVED');

    // Refused and illegal attempts leave no entry: only the approval is in the log.
    expect(await auditActions(applicationId)).toEqual([
      expect.objectContaining({
        action: 'APPROVE',
        staffEmail: admin.email,
        details: {
          amount,
          tenureMonths: boundary.tenureMonths.min,
          dueDayOfMonth: 7,
          note: 'Salary verified by phone',
        },
      }),
    ]);
    const view = (await kit.view(underwriter.email, applicationId)).json() as ApplicationView;
    expect(view.offer).toMatchObject({ amount });
    expect(view.decisions.map((decision) => decision.outcome)).toEqual(['REFER', 'APPROVE']);
  });

  it('keeps the log when someone tries to change it in the database', async () => {
    const { applicationId } = await kit.referred();
    await kit.reject(admin.email, applicationId, { reason: 'Duplicate application' });
    const sql = ctx.t.deps.database.executeSql;
    await expect(
      sql(`update audit_log set details = '{}' where application_id = $1`, [applicationId]),
    ).rejects.toThrow(/append-only/);
    await expect(sql(`delete from audit_log where application_id = $1`, [applicationId])).rejects.toThrow(
      /append-only/,
    );
    expect((await auditActions(applicationId)).map((entry) => entry.action)).toEqual(['REJECT']);
  });
});
