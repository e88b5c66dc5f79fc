import { fill, messages } from '@kredo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { latestCode, seedPerson } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const neha = { name: 'Neha Joshi', mobile: '9456700011', pan: 'GHIPJ2468K', dob: '1991-04-23' };
const minute = 60 * 1000;

describe('sign-in after 100 wrong codes in a row', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedPerson(t, neha);
  });
  afterAll(() => t.close());

  /** Asks for a code by PAN, 13 sandbox minutes after the last, within the hourly send limit. */
  const initiate = () => {
    t.deps.clock.advance(13 * minute);
    return t.app.inject(`/api/hagrid/signin-initiate/?mobile=${neha.mobile}&pan=${neha.pan}`);
  };
  const signin = (otp: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/hagrid/signin',
      payload: { mobile: neha.mobile, pan: neha.pan, otp },
    });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('refuses the right code with the lock and its end, and signs in with a fresh code a day later', async () => {
    let code = '';
    for (let guess = 0; guess < 100; guess += 1) {
      if (guess % 4 === 0) {
        expect((await initiate()).statusCode).toBe(200);
        code = await latestCode(t, neha.mobile);
      }
      const answer = await signin(wrong(code));
      expect(answer.statusCode).toBe(guess < 99 ? 401 : 429);
    }

    const refused = await signin(code);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^8640\d$|^8639\d$/);
    const body = refused.json() as { code: string; message: string };
    expect(body.code).toBe('RATE_LIMITED');
    const [before, after] = messages.otpSignInLocked.split('{{time}}');
    expect(body.message.startsWith(before!)).toBe(true);
    expect(body.message.endsWith(after!)).toBe(true);
    const lockEnd = body.message.slice(before!.length, body.message.length - after!.length);
    expect(body.message).toBe(fill(messages.otpSignInLocked, { time: lockEnd }));
    expect((await initiate()).json()).toMatchObject({ code: 'RATE_LIMITED', message: body.message });

    t.deps.clock.advance(24 * 60 * minute);
    expect((await initiate()).statusCode).toBe(200);
    const signedIn = await signin(await latestCode(t, neha.mobile));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ token: expect.any(String) });
  });
});
