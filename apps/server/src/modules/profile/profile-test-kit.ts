import { randomUUID } from 'node:crypto';

import { messages } from '@kredo/contract/messages';
import type { ProfileData } from '@kredo/contract/application-profile';
import { daysInMonth, indianDate, parseIsoDate } from '@kredo/domain/calendar-date';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { seedPerson, signIn, type Person } from '../../../test/helpers/sign-in.ts';
import { type TestApp } from '../../../test/helpers/test-app.ts';
import { insertUserUnlessMobileTaken } from '../users/users.repository.ts';
import { users } from '../users/users.schema.ts';
import { bankAccounts, profiles } from './profile.schema.ts';

export type Headers = Record<string, string>;
export type Session = { userId: string; headers: Headers };
export type Reply = { statusCode: number; json(): unknown };

export const DAY_MS = 24 * 60 * 60 * 1000;
export const identityLocked =
  'Your PAN and date of birth are already on your account and cannot be changed here.';
export const profilePath = '/api/paandu/profile';

// Real codes: HDFC0000001 and ICIC0000002 are in the branch sample, SBIN0000001 in RBI's list.
export const hdfcAccount = {
  beneficiaryName: 'Priya Raman',
  bankName: 'HDFC Bank',
  ifsc: 'HDFC0000001',
  accountNumber: '50100123456789',
  accountType: 'SAVINGS',
  purposeType: 'NACH',
} as const;
export const iciciAccount = {
  beneficiaryName: 'Priya Raman',
  ifsc: 'ICIC0000002',
  accountNumber: '002101234567',
  purposeType: 'DISBURSAL',
} as const;

/** Every account number the profile tests send, for the check that none reaches the log. */
export const sentAccountNumbers = [
  hdfcAccount.accountNumber,
  iciciAccount.accountNumber,
  '30987654321',
  '777788889999',
  '11112222333',
  '777701234567',
] as const;

export const twoReferences = [
  { referenceName: 'Asha Rao', referenceMobile: '9123400001', referenceRelation: 'Friend' },
  { referenceName: 'R. K. Sharma', referenceMobile: '5123400002', referenceRelation: 'Colleague' },
] as const;

/**
 * The profile route tests' people and calls, shared by the files that test the route. `ctx.t`
 * is the file's app, set in its beforeAll.
 */
export function profileTestKit(ctx: { t: TestApp }) {
  // Every borrower gets a mobile and a PAN of their own.
  let people = 0;
  const pansUsed: string[] = [];
  const nextIdentity = () => {
    people += 1;
    const n = String(people).padStart(4, '0');
    const pan = `BCDPR${n}T`;
    pansUsed.push(pan);
    return {
      mobile: `95678${n.padStart(5, '0')}`,
      pan,
    };
  };

  /** A borrower with PAN and date of birth on the account, signed in through the real OTP flow. */
  async function borrower(name = 'Priya Raman', dob = '1991-05-20'): Promise<Session & { person: Person }> {
    const person = { name, dob, ...nextIdentity() };
    await seedPerson(ctx.t, person);
    const session = await signIn(ctx.t, person);
    return { person, userId: session.userId, headers: session.headers };
  }

  /** A borrower with neither PAN nor date of birth yet (as a Google sign-up that verified a mobile). */
  async function borrowerWithoutPan(name: string): Promise<Session & { mobile: string }> {
    const { mobile } = nextIdentity();
    const id = randomUUID();
    const now = ctx.t.deps.clock.now();
    await insertUserUnlessMobileTaken(ctx.t.deps.db, { id, mobile, name, createdAt: now, updatedAt: now });
    const { token } = await ctx.t.deps.sessions.issue({ id, roles: ['BORROWER'] });
    return { userId: id, mobile, headers: { authorization: `Bearer ${token}` } };
  }

  /** Today in India by the app's clock, moved by whole days. */
  const day = (offset: number) => indianDate(new Date(ctx.t.deps.clock.now().getTime() + offset * DAY_MS));
  /** The same day of the month `months` months before today (the month's last day if shorter). */
  const monthsAgo = (months: number) => {
    const today = parseIsoDate(day(0));
    if (!today) throw new Error('no today');
    const index = today.year * 12 + (today.month - 1) - months;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const dayOfMonth = Math.min(today.day, daysInMonth(year, month));
    return `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
  };

  const save = (session: Pick<Session, 'headers'>, payload: object, userId?: string) =>
    ctx.t.app.inject({
      method: 'POST',
      url: userId === undefined ? profilePath : `${profilePath}?userId=${userId}`,
      headers: session.headers,
      payload,
    });
  const saved = async (session: Pick<Session, 'headers'>, payload: object): Promise<ProfileData> => {
    const answer = await save(session, payload);
    expect(answer.json()).toMatchObject({ message: 'Profile Updated' });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { profileData: ProfileData }).profileData;
  };
  const read = async (session: Pick<Session, 'headers'>): Promise<ProfileData> => {
    const answer = await ctx.t.app.inject({ url: profilePath, headers: session.headers });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { profileData: ProfileData }).profileData;
  };
  const expectRefused = (answer: Reply, fieldErrors: Record<string, string[]>) => {
    expect(answer.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: messages.enterCorrectDetails,
      fieldErrors,
      requestId: expect.any(String),
    });
    expect(answer.statusCode).toBe(400);
  };
  const profileRow = async (userId: string) =>
    (await ctx.t.deps.db.select().from(profiles).where(eq(profiles.userId, userId)))[0];
  const accountRows = (userId: string) =>
    ctx.t.deps.db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));
  const userRow = async (userId: string) =>
    (await ctx.t.deps.db.select().from(users).where(eq(users.id, userId)))[0];

  const emptyAddress = { house: null, street: null, locality: null, landmark: null, pincode: null };
  const bengaluruHome = {
    house: '12B',
    street: 'MG Road',
    locality: 'Shivajinagar',
    landmark: 'Near Metro Station',
    pincode: '560001',
  };
  const delhiHome = {
    house: 'Flat 4, Block C',
    street: 'Janpath Lane',
    locality: 'Connaught Place',
    landmark: 'Opp. Post Office',
    pincode: '110001',
  };

  /** Every log line holding an account number the profile tests send or a PAN this file sent. */
  const loggedSecrets = (accountNumbers: readonly string[] = sentAccountNumbers) => {
    const secrets = [...accountNumbers, ...pansUsed, ...pansUsed.map((pan) => pan.toLowerCase())];
    return ctx.t.logLines.filter((line) => secrets.some((secret) => line.includes(secret)));
  };

  return {
    loggedSecrets,
    people,
    pansUsed,
    nextIdentity,
    borrower,
    borrowerWithoutPan,
    day,
    monthsAgo,
    save,
    saved,
    read,
    expectRefused,
    profileRow,
    accountRows,
    userRow,
    emptyAddress,
    bengaluruHome,
    delhiHome,
  };
}
