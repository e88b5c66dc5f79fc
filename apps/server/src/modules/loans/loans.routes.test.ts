import { userLoansResponseSchema } from '@kredo/contract/loans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedPerson, signIn } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const meera = { name: 'Meera Iyer', mobile: '9567800011', pan: 'JKLPI3456D', dob: '1991-06-21' };
const arjun = { name: 'Arjun Das', mobile: '9567800012', pan: 'KLMPD4567E', dob: '1987-02-14' };

describe('GET /api/kautilya/user-loans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const userLoans = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/kautilya/user-loans', headers });

  it('refuses a call without a session', async () => {
    const answer = await userLoans();
    expect(answer.statusCode).toBe(401);
  });

  it('answers a new borrower with an empty list, in the list shape', async () => {
    await seedPerson(t, meera);
    const session = await signIn(t, meera);
    const answer = await userLoans(session.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ loans: [] });
    expect(userLoansResponseSchema.safeParse(answer.json()).success).toBe(true);
  });

  it("answers each borrower with their own list, never another's", async () => {
    await seedPerson(t, arjun);
    const first = await signIn(t, meera);
    const second = await signIn(t, arjun);
    expect((await userLoans(first.headers)).json()).toEqual({ loans: [] });
    const answer = await userLoans(second.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ loans: [] });
  });
});
