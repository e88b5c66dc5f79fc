import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedPerson, signIn } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { mobileData } from './mobile-data.schema.ts';

const priya = { name: 'Priya Nair', mobile: '9678900001', pan: 'HIJPN3456D', dob: '1990-01-25' };
const arjun = { name: 'Arjun Mehta', mobile: '9678900002', pan: 'IJKPM4567E', dob: '1984-06-14' };
const facebookToken = 'EAAGm0PX4ZCpsBAFakeFacebookToken7f3a9c';

type Session = Awaited<ReturnType<typeof signIn>>;

describe('saveMobileData', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;

  beforeAll(async () => {
    t = await buildTestApp();
    await seedPerson(t, priya);
    await seedPerson(t, arjun);
    a = await signIn(t, priya);
    b = await signIn(t, arjun);
  });
  afterAll(() => t.close());

  const save = (headers: Record<string, string>, userId: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/mobileData/saveMobileData/${userId}`,
      headers,
      payload: payload as object,
    });
  const rowsOf = (userId: string) => t.deps.db.select().from(mobileData).where(eq(mobileData.userId, userId));

  it('stores the device data and only whether a facebookToken came, never the token', async () => {
    const data = { apps: ['com.example.bank'], device: { model: 'Pixel 7', os: 'Android 14' } };
    const answer = await save(a.headers, a.userId, { type: 'device_info', data, facebookToken });
    expect(answer.statusCode).toBe(204);

    const [row] = await rowsOf(a.userId);
    expect(row).toMatchObject({ userId: a.userId, type: 'device_info', data, hadFacebookToken: true });
    expect(row!.createdAt.getTime()).toBeLessThanOrEqual(t.deps.clock.nowMs());

    const list = await save(a.headers, a.userId, { type: 'sms_senders', data: ['AX-HDFCBK', 'VM-ICICIB'] });
    expect(list.statusCode).toBe(204);
    const rows = await rowsOf(a.userId);
    expect(rows.map((saved) => [saved.type, saved.hadFacebookToken])).toEqual(
      expect.arrayContaining([
        ['device_info', true],
        ['sms_senders', false],
      ]),
    );
  });

  it('never writes the facebookToken to a log line, even when the call is refused', async () => {
    await save(a.headers, a.userId, { type: 'device_info', data: {}, facebookToken });
    await save(b.headers, a.userId, { type: 'device_info', data: {}, facebookToken });
    await save(a.headers, a.userId, { type: '', data: 'not json object', facebookToken });
    await save({}, a.userId, { type: 'device_info', data: {}, facebookToken });
    expect(t.logLines.length).toBeGreaterThan(0);
    expect(t.logLines.join('\n')).not.toContain(facebookToken);
    const stored = JSON.stringify(await t.deps.db.select().from(mobileData));
    expect(stored).not.toContain(facebookToken);
  });

  it('refuses a call without a session', async () => {
    const answer = await save({}, a.userId, { type: 'device_info', data: {} });
    expect(answer.statusCode).toBe(401);
  });

  it('does not let user B save data as user A, and stores nothing', async () => {
    const before = (await rowsOf(a.userId)).length;
    const answer = await save(b.headers, a.userId, { type: 'forged', data: { x: 1 } });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('FORBIDDEN');
    expect(await rowsOf(a.userId)).toHaveLength(before);
    expect(await rowsOf(b.userId)).toHaveLength(0);
  });

  it('refuses a non-uuid id and bad bodies with field errors', async () => {
    const badId = await save(a.headers, 'someone', { type: 'device_info', data: {} });
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().fieldErrors)).toEqual(['id']);

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 'device_info', data: 'text' }, 'data'],
      [{ type: 'device_info', data: 42 }, 'data'],
      [{ type: 'device_info' }, 'data'],
      [{ type: 'x'.repeat(51), data: {} }, 'type'],
      [{ type: 'device_info', data: {}, facebookToken: 12 }, 'facebookToken'],
      [{ type: 'device_info', data: {}, facebookToken: 'x'.repeat(4097) }, 'facebookToken'],
    ];
    for (const [payload, field] of cases) {
      const answer = await save(a.headers, a.userId, payload);
      expect(answer.statusCode, field).toBe(400);
      expect(Object.keys(answer.json().fieldErrors)).toEqual([field]);
    }
  });

  it('bounds data at 64 KB: a field error saying so just above, 413 past the body limit', async () => {
    const before = (await rowsOf(a.userId)).length;
    const tooBig = await save(a.headers, a.userId, { type: 'contacts', data: ['x'.repeat(65 * 1024)] });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().fieldErrors.data).toEqual([expect.stringMatching(/^Too large: .*at most 64 KB/)]);

    const wayTooBig = await save(a.headers, a.userId, { type: 'contacts', data: ['x'.repeat(100 * 1024)] });
    expect(wayTooBig.statusCode).toBe(413);
    expect(wayTooBig.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await rowsOf(a.userId)).toHaveLength(before);
  });
});
