import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

import { profilePath, profileTestKit } from './profile-test-kit.ts';

const ctx = {} as { t: TestApp };
const { borrower, save, saved, read } = profileTestKit(ctx);

/** Money without a leading zero (spec 000 §5.3): '0150' is never taken for 150, in any shape. */
describe('application profile: a monthly rent with a leading zero', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = ctx.t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses it as text, keeps the saved rent, and takes the amount in paise', async () => {
    const priya = await borrower();
    await saved(priya, { profileData: { resRentMonthly: 1_500_000 } });

    const answer = await save(priya, { profileData: { resRentMonthly: '015000' } });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json<{ fieldErrors: object }>().fieldErrors)).toEqual([
      'profileData.resRentMonthly',
    ]);
    expect((await read(priya)).resRentMonthly).toBe(1_500_000);
  });

  it('refuses it written as a JSON number', async () => {
    const priya = await borrower();
    const answer = await t.app.inject({
      method: 'POST',
      url: profilePath,
      headers: { ...priya.headers, 'content-type': 'application/json' },
      payload: '{"profileData":{"resRentMonthly":015000}}',
    });
    expect(answer.statusCode).toBe(400);
    expect((await read(priya)).resRentMonthly).toBeNull();
  });
});
