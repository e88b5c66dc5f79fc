import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';

import { seedPerson, signIn } from '../../../test/helpers/sign-in.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { sandboxResidents } from '../../providers/uidai/sandbox-residents.ts';

export type Session = Awaited<ReturnType<typeof signIn>>;

/** The demo borrower's own Aadhaar record in the sandbox register. */
export const asha = sandboxResidents.find((resident) => resident.name === 'Asha Verma')!;
export const rahul = sandboxResidents.find((resident) => resident.name === 'Rahul Sharma')!;

let people = 0;
const nextPerson = () => {
  people += 1;
  const n = String(people).padStart(4, '0');
  return { mobile: `96321${n.padStart(5, '0')}`, pan: `KYCPK${n}Z`, dob: '1990-05-15', name: 'Asha Verma' };
};

/** Borrowers and their Aadhaar OKYC over HTTP, as the web app calls it. */
export function kycTestKit(ctx: { t: TestApp }) {
  const inject = (options: InjectOptions | string) => ctx.t.app.inject(options);

  /** A new borrower, signed in through the real OTP flow; `again` signs them in afresh. */
  const borrower = async () => {
    const person = nextPerson();
    await seedPerson(ctx.t, person);
    return { ...(await signIn(ctx.t, person)), again: () => signIn(ctx.t, person) };
  };

  /** A signed-in borrower without an SMS (production mode has no gateway): a session issued directly. */
  const borrowerWithoutSms = async (): Promise<Session> => {
    const person = nextPerson();
    const id = await seedPerson(ctx.t, person);
    const { token } = await ctx.t.deps.sessions.issue({ id, roles: ['BORROWER'] });
    return { token, userId: id, roles: ['BORROWER'], headers: { authorization: `Bearer ${token}` } };
  };

  /** A captcha session; the sandbox's captcha service is down for every 4th, so try again as the app does. */
  const initiate = async (b: Session) => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const reply = await inject({ url: '/api/kyc/initiate-okyc', headers: b.headers });
      if (reply.statusCode === 503) continue;
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json() as { session_id: string; captcha: string; isSuccess: boolean; message: string };
    }
    throw new Error('captcha service down twice in a row');
  };

  const captchaAnswer = async (b: Session, sessionId: string) => {
    const reply = await inject({ url: `/api/dev/okyc-captcha?session_id=${sessionId}`, headers: b.headers });
    expect(reply.statusCode, reply.body).toBe(200);
    return (reply.json() as { answer: string }).answer;
  };

  const generateOtp = (b: Session, body: Record<string, unknown>) =>
    inject({
      method: 'POST',
      url: '/api/kyc/generate-otp',
      headers: b.headers,
      payload: { userId: b.userId, ...body },
    });

  const validateOtp = (b: Session, body: Record<string, unknown>) =>
    inject({
      method: 'POST',
      url: '/api/kyc/validate-otp',
      headers: b.headers,
      payload: { userId: b.userId, invoker: 'LOAN_APPLICATION', ...body },
    });

  /** The newest SMS to a mobile, as a tester reads it in the dev outbox. */
  const latestSms = async (mobile: string) => {
    const [message] = (await inject({ url: `/api/dev/outbox?to=${mobile}` })).json() as Array<{
      text: string;
    }>;
    return message?.text ?? '';
  };
  const otpIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

  /** Initiates, types the captcha and has an OTP sent for the Aadhaar number. */
  const otpSent = async (b: Session, aadhaar = asha.aadhaar) => {
    const session = await initiate(b);
    const reply = await generateOtp(b, {
      session_id: session.session_id,
      captcha: await captchaAnswer(b, session.session_id),
      aadhaar_no: aadhaar,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return session.session_id;
  };

  return {
    inject,
    borrower,
    borrowerWithoutSms,
    initiate,
    captchaAnswer,
    generateOtp,
    validateOtp,
    latestSms,
    otpIn,
    otpSent,
  };
}
