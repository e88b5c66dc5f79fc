import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedPerson, signIn } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { locations } from './location.schema.ts';

const neha = { name: 'Neha Joshi', mobile: '9567800001', pan: 'GHIPJ2345C', dob: '1993-12-01' };

describe('location', () => {
  let t: TestApp;
  let session: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    t = await buildTestApp();
    await seedPerson(t, neha);
    session = await signIn(t, neha);
  });
  afterAll(() => t.close());

  const sendLocation = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/gateway/location-service/location',
      headers,
      payload: payload as object,
    });
  const rows = () => t.deps.db.select().from(locations).where(eq(locations.userId, session.userId));

  it("stores the signed-in borrower's position at the server clock's time", async () => {
    const before = t.deps.clock.nowMs();
    const answer = await sendLocation(session.headers, { longitude: 72.8777, latitude: 19.076 });
    expect(answer.statusCode).toBe(204);
    const [row] = await rows();
    expect(row).toMatchObject({ userId: session.userId, longitude: 72.8777, latitude: 19.076 });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(row!.createdAt.getTime()).toBeLessThanOrEqual(t.deps.clock.nowMs());
  });

  it('accepts the edges of both ranges', async () => {
    for (const payload of [
      { longitude: -180, latitude: -90 },
      { longitude: 180, latitude: 90 },
      { longitude: 0, latitude: 0 },
    ]) {
      expect((await sendLocation(session.headers, payload)).statusCode).toBe(204);
    }
  });

  it('refuses a call without a session', async () => {
    const answer = await sendLocation({}, { longitude: 72.8, latitude: 19 });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses coordinates out of range or not numbers, with a field error for each', async () => {
    const before = (await rows()).length;
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ longitude: 180.0001, latitude: 19 }, ['longitude']],
      [{ longitude: 72.8, latitude: -90.5 }, ['latitude']],
      [{ longitude: -181, latitude: 91 }, ['longitude', 'latitude']],
      [{ longitude: '72.8', latitude: 19 }, ['longitude']],
      [{ longitude: null, latitude: 19 }, ['longitude']],
      [{ latitude: 19 }, ['longitude']],
    ];
    for (const [payload, fields] of cases) {
      const answer = await sendLocation(session.headers, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(answer.json().fieldErrors).sort()).toEqual([...fields].sort());
    }
    expect(await rows()).toHaveLength(before);
  });

  it('answers 413 to a body far bigger than a position', async () => {
    const answer = await sendLocation(session.headers, {
      longitude: 72.8,
      latitude: 19,
      padding: 'x'.repeat(2048),
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});
