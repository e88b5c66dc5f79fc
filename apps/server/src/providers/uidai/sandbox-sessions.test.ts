import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../db/database.ts';
import { createClock } from '../../lib/clock.ts';
import { createPiiCipher } from '../../lib/crypto/pii.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import { UidaiError, type UidaiProvider } from './index.ts';
import { sandboxResidents, sandboxUidaiMagic } from './sandbox-residents.ts';
import { createSandboxUidaiProvider, uidaiOtpTtlMs, uidaiSessionTtlMs } from './sandbox.ts';
import { uidaiSandboxSessions } from './sandbox.schema.ts';

const asha = sandboxResidents.find((resident) => resident.name === 'Asha Verma')!;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Servers on one database with one PII key, as instances behind a load balancer are. */
function servers() {
  const clock = createClock();
  const cipher = createPiiCipher(randomBytes(32));
  const sent: string[] = [];
  const notifier = {
    send: async (message: { to: string; text: string }) => {
      sent.push(message.text);
      return { messageId: String(sent.length) };
    },
  };
  const server = () => createSandboxUidaiProvider({ db: database.db, clock, cipher, notifier });
  const lastOtp = () => /^(\d{6}) /.exec(sent.at(-1) ?? '')?.[1] ?? '';
  return { clock, server, a: server(), b: server(), lastOtp };
}

/** A new session; the captcha service is down for every 4th, so try again as the app does. */
async function start(server: UidaiProvider) {
  try {
    return await server.startSession();
  } catch (error) {
    if (error instanceof UidaiError && error.reason === 'captcha_unavailable') return server.startSession();
    throw error;
  }
}

describe('the sandbox UIDAI on several servers', () => {
  it('takes the captcha, the OTP request and the OTP on different servers, and a session once', async () => {
    const { a, b, lastOtp } = servers();
    const { sessionRef } = await start(a);
    const captcha = (await b.captchaAnswer(sessionRef))!;
    expect(captcha).toMatch(/^[A-Za-z2-9]{5}$/);

    expect(
      await b.requestOtp(sessionRef, { aadhaar: asha.aadhaar, captcha: captcha.toUpperCase() }),
    ).toMatchObject({
      maskedMobile: 'XXXXXX3210',
    });
    expect(await a.captchaAnswer(sessionRef)).toBeUndefined();
    expect(await a.verifyOtp(sessionRef, lastOtp())).toMatchObject({
      name: 'Asha Verma',
      aadhaarLast4: '8917',
    });
    await expect(b.verifyOtp(sessionRef, lastOtp())).rejects.toMatchObject({ reason: 'session_expired' });
  });

  it('keeps a session across a restart', async () => {
    const { server, lastOtp } = servers();
    const { sessionRef } = await start(server());
    const restarted = server();
    const captcha = (await restarted.captchaAnswer(sessionRef))!;
    await restarted.requestOtp(sessionRef, { aadhaar: asha.aadhaar, captcha });
    expect(await server().verifyOtp(sessionRef, lastOtp())).toMatchObject({ name: 'Asha Verma' });
  });

  it('fails every 4th new session counted over all servers, restarted ones too', async () => {
    const { server, a, b } = servers();
    const outcomes: string[] = [];
    const order = [a, b, a, b, server(), a, b, server()];
    for (const provider of order) {
      outcomes.push(
        await provider.startSession().then(
          () => 'ok',
          (error: UidaiError) => error.reason,
        ),
      );
    }
    const failed = outcomes.flatMap((outcome, index) => (outcome === 'ok' ? [] : [index]));
    expect(outcomes.filter((outcome) => outcome !== 'ok')).toEqual([
      'captcha_unavailable',
      'captcha_unavailable',
    ]);
    expect(failed[1]! - failed[0]!).toBe(sandboxUidaiMagic.captchaUnavailableEvery);
  });

  it('counts wrong OTPs on every server, and answers one of two OTP requests sent at once', async () => {
    const { a, b } = servers();
    const { sessionRef } = await start(a);
    const captcha = (await a.captchaAnswer(sessionRef))!;
    const requests = await Promise.allSettled([
      a.requestOtp(sessionRef, { aadhaar: asha.aadhaar, captcha }),
      b.requestOtp(sessionRef, { aadhaar: asha.aadhaar, captcha }),
    ]);
    expect(requests.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);

    await expect(a.verifyOtp(sessionRef, 'x')).rejects.toMatchObject({ reason: 'otp_incorrect' });
    await expect(b.verifyOtp(sessionRef, 'x')).rejects.toMatchObject({ reason: 'otp_incorrect' });
    await expect(a.verifyOtp(sessionRef, 'x')).rejects.toMatchObject({ reason: 'otp_attempts_exhausted' });
    await expect(b.verifyOtp(sessionRef, 'x')).rejects.toMatchObject({ reason: 'session_expired' });
  });

  it('keeps the captcha answer, the OTP and the Aadhaar number only sealed or as an HMAC', async () => {
    const { a, lastOtp } = servers();
    const { sessionRef } = await start(a);
    const captcha = (await a.captchaAnswer(sessionRef))!;
    const rowText = async () => JSON.stringify(await database.db.select().from(uidaiSandboxSessions));
    expect(await rowText()).not.toContain(captcha);
    await a.requestOtp(sessionRef, { aadhaar: asha.aadhaar, captcha });
    const stored = await rowText();
    expect(stored).toContain(sessionRef);
    expect(stored).not.toContain(lastOtp());
    expect(stored).not.toContain(asha.aadhaar);
  });

  it('ignores a session past its time by the server clock, on any server', async () => {
    const { clock, a, b, lastOtp } = servers();
    const first = await start(a);
    clock.advance(uidaiSessionTtlMs);
    expect(await b.captchaAnswer(first.sessionRef)).toBeUndefined();
    await expect(b.refreshCaptcha(first.sessionRef)).rejects.toMatchObject({ reason: 'session_expired' });

    const second = await start(a);
    const captcha = (await b.captchaAnswer(second.sessionRef))!;
    await b.requestOtp(second.sessionRef, { aadhaar: asha.aadhaar, captcha });
    clock.advance(uidaiOtpTtlMs);
    await expect(a.verifyOtp(second.sessionRef, lastOtp())).rejects.toMatchObject({ reason: 'otp_expired' });
    await expect(a.verifyOtp('not-a-session', lastOtp())).rejects.toMatchObject({
      reason: 'session_expired',
    });
  });
});
