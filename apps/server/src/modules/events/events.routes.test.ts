import { messages } from '@kredo/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedPerson, signIn } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { events } from './events.schema.ts';

const anita = { name: 'Anita Rao', mobile: '9456700001', pan: 'EFGPR1234A', dob: '1991-03-12' };
const vikram = { name: 'Vikram Das', mobile: '9456700002', pan: 'FGHPD5678B', dob: '1987-09-30' };

type Session = Awaited<ReturnType<typeof signIn>>;

describe('log-event', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;

  beforeAll(async () => {
    t = await buildTestApp();
    await seedPerson(t, anita);
    await seedPerson(t, vikram);
    a = await signIn(t, anita);
    b = await signIn(t, vikram);
  });
  afterAll(() => t.close());

  const logEvent = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/events/log-event', headers, payload: payload as object });
  const eventOf = (userId: string, overrides: Record<string, unknown> = {}) => ({
    event_data: { screen: 'home', step: 2 },
    event_name: 'Apply Loan.clicked',
    user_id: userId,
    type: 'click',
    ...overrides,
  });
  const rowsOf = (userId: string) => t.deps.db.select().from(events).where(eq(events.userId, userId));

  it("stores the signed-in borrower's event at the server clock's time", async () => {
    // Sessions last 8 hours; an hour ahead is enough to tell the server clock from the system's.
    t.deps.clock.advance(60 * 60 * 1000);
    const before = t.deps.clock.nowMs();
    const answer = await logEvent(a.headers, eventOf(a.userId, { user: { name: 'Anita', plan: 'gold' } }));
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');

    const [row] = await rowsOf(a.userId);
    expect(row).toMatchObject({
      kind: 'event',
      userId: a.userId,
      name: 'Apply Loan.clicked',
      type: 'click',
      payload: { screen: 'home', step: 2 },
      userData: { name: 'Anita', plan: 'gold' },
    });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(row!.createdAt.getTime()).toBeLessThanOrEqual(t.deps.clock.nowMs());
    expect(row!.createdAt.getTime()).toBeGreaterThan(Date.now() + 30 * 60 * 1000);
  });

  it('refuses a call without a session, before reading the body', async () => {
    const answer = await logEvent({}, eventOf(a.userId));
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Session timeout' });
    const huge = await logEvent({}, eventOf(a.userId, { event_data: { blob: 'x'.repeat(64 * 1024) } }));
    expect(huge.statusCode).toBe(401);
  });

  it('does not let user B log an event as user A, and stores nothing', async () => {
    const before = (await rowsOf(a.userId)).length;
    const answer = await logEvent(b.headers, eventOf(a.userId, { event_name: 'forged' }));
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('FORBIDDEN');
    expect(await rowsOf(a.userId)).toHaveLength(before);
    expect(await rowsOf(b.userId)).toHaveLength(0);
  });

  it('answers a field error naming event_data when it is over 8 KB, and 413 past the body limit', async () => {
    const tooBig = await logEvent(
      a.headers,
      eventOf(a.userId, { event_data: { blob: 'x'.repeat(9 * 1024) } }),
    );
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().fieldErrors.event_data).toEqual([
      expect.stringMatching(/^Too large: .*at most 8 KB/),
    ]);

    const wayTooBig = await logEvent(
      a.headers,
      eventOf(a.userId, { event_data: { blob: 'x'.repeat(20 * 1024) } }),
    );
    expect(wayTooBig.statusCode).toBe(413);
    expect(wayTooBig.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', requestId: expect.any(String) });
  });

  it('refuses more than 50 keys, a bad name, a long type, a non-uuid user_id, with field errors', async () => {
    const keys = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ event_data: keys }, 'event_data'],
      [{ event_data: ['not', 'an', 'object'] }, 'event_data'],
      [{ user: keys }, 'user'],
      [{ event_name: 'drop table;' }, 'event_name'],
      [{ event_name: '' }, 'event_name'],
      [{ event_name: 'a'.repeat(101) }, 'event_name'],
      [{ type: 't'.repeat(51) }, 'type'],
      [{ type: '' }, 'type'],
      [{ user_id: 'me' }, 'user_id'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await logEvent(a.headers, eventOf(a.userId, overrides));
      expect(answer.statusCode, field).toBe(400);
      expect(Object.keys(answer.json().fieldErrors), JSON.stringify(overrides).slice(0, 80)).toEqual([field]);
    }
    const missing = await logEvent(a.headers, { user_id: a.userId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toMatchObject({
      event_data: ['This field is required'],
      event_name: ['This field is required'],
      type: ['This field is required'],
    });
  });

  it('refuses what PostgreSQL could not store or a hostile nesting with a 400, never a 5xx', async () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 2000; i += 1) deep = [deep];
    const unsupported = new RegExp(`^${messages.unsupportedCharacters.replace('.', '\\.')}$`);
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ event_data: { text: 'nul\u0000byte' } }, 'event_data', unsupported],
      [{ event_data: { 'key\u0000': 1 } }, 'event_data', unsupported],
      [{ event_data: { text: 'half \ud800 a pair' } }, 'event_data', unsupported],
      [{ event_data: { deep } }, 'event_data', /Nested too deeply: at most 16 levels/],
      [{ type: 'tab\tand' }, 'type', /control character/],
      [{ type: 'nul\u0000' }, 'type', unsupported],
    ];
    const before = (await rowsOf(a.userId)).length;
    for (const [overrides, field, message] of cases) {
      const answer = await logEvent(a.headers, eventOf(a.userId, overrides));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fieldErrors).toEqual({ [field]: [expect.stringMatching(message)] });
    }
    expect(await rowsOf(a.userId)).toHaveLength(before);
  });
});
