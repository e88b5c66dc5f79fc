import { messages } from '@kredo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { rupees, underwritingTestKit } from '../underwriting/underwriting-test-kit.ts';
import { profilePath } from './profile-test-kit.ts';

const ctx = {} as { t: TestApp };
const kit = underwritingTestKit(ctx);

beforeAll(async () => {
  ctx.t = await buildTestApp();
});
afterAll(() => ctx.t.close());

type Borrower = Awaited<ReturnType<typeof kit.applicant>>;

const save = (b: Borrower, payload: object) =>
  ctx.t.app.inject({ method: 'POST', url: profilePath, headers: b.headers, payload });
const read = async (b: Borrower) =>
  (await ctx.t.app.inject({ url: profilePath, headers: b.headers })).json<{
    profileData: {
      financeBasicInfo: { netMonthlyIncome: number | null };
      loanRequest: { amount: number | null; tenure: number | null };
      alternateMobileNumbers: string[];
    };
  }>().profileData;

/** A borrower whose application the automatic decision approved. */
async function approved() {
  const b = await kit.applicant();
  await kit.automaticDecision(b.applicationId);
  await kit.expectStatus(b.applicationId, 'APPROVED');
  return b;
}

describe('profile saves once the application is decided', () => {
  it.each([
    ['the income', { profileData: { financeBasicInfo: { netMonthlyIncome: rupees(90_000) } } }],
    ['the amount asked for', { profileData: { loanRequest: { amount: rupees(90_000) } } }],
    ['the tenure', { profileData: { loanRequest: { tenure: 12 } } }],
    ['the experience', { profileData: { workExperienceMonths: 200 } }],
  ])('refuses a change to %s of an approved application with 409, and keeps it', async (_figure, body) => {
    const b = await approved();
    const before = await read(b);

    const answer = await save(b, body);

    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'CONFLICT', message: messages.applicationDecidedLocked });
    expect(await read(b)).toEqual(before);
  });

  it('takes what the offer does not rest on, and the figures as they are', async () => {
    const b = await approved();
    const { financeBasicInfo, loanRequest } = await read(b);

    const answer = await save(b, {
      profileData: {
        alternateMobileNumbers: ['9123456701'],
        financeBasicInfo: { netMonthlyIncome: financeBasicInfo.netMonthlyIncome },
        loanRequest: { amount: loanRequest.amount, tenure: loanRequest.tenure },
      },
    });

    expect(answer.statusCode).toBe(200);
    expect((await read(b)).alternateMobileNumbers).toEqual(['9123456701']);
  });
});
