import { randomUUID } from 'node:crypto';

import { expect } from 'vitest';

import { insertUserUnlessMobileTaken } from '../../src/modules/users/users.repository.ts';
import { panContext, panHashPurpose } from '../../src/modules/users/users.service.ts';
import type { TestApp } from './test-app.ts';

export type Person = { mobile: string; pan: string; dob: string; name: string };

/** A borrower with a sealed PAN, as sign-up will create one. */
export async function seedPerson(t: TestApp, person: Person): Promise<string> {
  const id = randomUUID();
  await insertUserUnlessMobileTaken(t.deps.db, {
    id,
    mobile: person.mobile,
    name: person.name,
    panSealed: t.deps.cipher.encrypt(panContext(id), person.pan),
    panHash: t.deps.cipher.hash(panHashPurpose, person.pan),
    dateOfBirth: person.dob,
    createdAt: t.deps.clock.now(),
    updatedAt: t.deps.clock.now(),
  });
  return id;
}

/** The newest six-digit code the dev outbox holds for a mobile, read as a tester would. */
export async function latestCode(t: TestApp, mobile: string): Promise<string> {
  const [message] = (await t.app.inject(`/api/dev/outbox?to=${mobile}`)).json() as Array<{ text: string }>;
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${mobile}`);
  return code;
}

/**
 * Signs a person in through the real PAN and OTP flow. The sandbox clock moves an hour first, so
 * repeated sign-ins stay clear of the resend wait and the hourly send limits.
 */
export async function signIn(t: TestApp, person: Pick<Person, 'mobile' | 'pan'>) {
  t.deps.clock.advance(61 * 60 * 1000);
  const started = await t.app.inject(
    `/api/hagrid/signin-initiate/?mobile=${person.mobile}&pan=${person.pan}`,
  );
  expect(started.statusCode).toBe(200);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/hagrid/signin',
    payload: { mobile: person.mobile, pan: person.pan, otp: await latestCode(t, person.mobile) },
  });
  expect(answer.statusCode).toBe(200);
  const body = answer.json() as { token: string; userId: string; roles: string[] };
  return { ...body, headers: { authorization: `Bearer ${body.token}` } };
}
