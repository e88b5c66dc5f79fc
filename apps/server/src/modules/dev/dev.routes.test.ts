import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { sandboxMessagingMagic } from '../../providers/messaging/sandbox.ts';
import { messages } from '../notifications/notifications.schema.ts';
import { loadClockOffset } from './dev.repository.ts';

const day = 24 * 60 * 60 * 1000;

describe('dev outbox (sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('starts empty', async () => {
    const response = await t.app.inject('/api/dev/outbox');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists every message the server sent, newest first, filtered by recipient', async () => {
    await t.deps.notifier.send({
      channel: 'sms',
      to: '9876543210',
      template: 'test',
      text: 'Your code is 111111',
    });
    t.deps.clock.advance(1000);
    await t.deps.notifier.send({
      channel: 'email',
      to: 'asha@example.com',
      template: 'test',
      text: 'Hello Asha',
    });
    t.deps.clock.advance(1000);
    await t.deps.notifier.send({
      channel: 'whatsapp',
      to: '9876543210',
      template: 'test',
      text: 'Your code is 222222',
    });

    const all = (await t.app.inject('/api/dev/outbox')).json();
    expect(all.map((m: { text: string }) => m.text)).toEqual([
      'Your code is 222222',
      'Hello Asha',
      'Your code is 111111',
    ]);
    expect(all[0]).toEqual({
      id: expect.any(String),
      channel: 'whatsapp',
      to: '9876543210',
      text: 'Your code is 222222',
      attachments: [],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const forAsha = (await t.app.inject('/api/dev/outbox?to=asha@example.com')).json();
    expect(forAsha).toHaveLength(1);
    expect(forAsha[0].channel).toBe('email');
  });

  it('sends a test message through the real notification path', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/dev/outbox/test-message',
      payload: { channel: 'sms', to: '9123456789', text: 'ping' },
    });
    expect(sent.statusCode).toBe(201);
    const listed = (await t.app.inject('/api/dev/outbox?to=9123456789')).json();
    expect(listed).toEqual([expect.objectContaining({ text: 'ping', channel: 'sms' })]);
  });

  it('refuses a bad recipient with field-level detail and records an undeliverable number as failed', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/dev/outbox/test-message',
      payload: { channel: 'sms', to: '12345', text: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please enter correct details to continue the application',
      fieldErrors: { to: ['Not an Indian mobile number'] },
    });

    const undeliverable = await t.app.inject({
      method: 'POST',
      url: '/api/dev/outbox/test-message',
      payload: { channel: 'sms', to: sandboxMessagingMagic.undeliverableMobile, text: 'x' },
    });
    expect(undeliverable.statusCode).toBe(502);
    expect(undeliverable.json().code).toBe('PROVIDER_UNAVAILABLE');
    const log = await t.deps.db.select().from(messages);
    expect(log.find((row) => row.recipient === sandboxMessagingMagic.undeliverableMobile)).toMatchObject({
      status: 'failed',
      failureReason: 'undeliverable',
    });
    expect(
      (await t.app.inject(`/api/dev/outbox?to=${sandboxMessagingMagic.undeliverableMobile}`)).json(),
    ).toEqual([]);
  });

  it('rejects a malformed body with the one error shape and field errors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dev/outbox/test-message',
      payload: { channel: 'fax' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Please enter correct details to continue the application');
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['channel', 'text', 'to']);
    expect(body.fieldErrors.to).toEqual(['This field is required']);
  });
});

describe('dev clock (sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ systemTime: true });
  });
  afterAll(() => t.close());

  it('reads the clock and moves it forward, persisting the offset', async () => {
    const before = (await t.app.inject('/api/dev/clock')).json();
    expect(before.offsetMs).toBe(0);
    expect(Math.abs(Date.parse(before.now) - Date.now())).toBeLessThan(5000);

    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advanceMs: 30 * day },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().offsetMs).toBe(30 * day);
    expect(Date.parse(moved.json().now) - Date.parse(before.now)).toBeGreaterThanOrEqual(30 * day);
    expect(await loadClockOffset(t.deps.db)).toBe(30 * day);
    expect(t.deps.clock.nowMs() - Date.now()).toBeGreaterThanOrEqual(30 * day - 1000);
  });

  it('adds up concurrent moves', async () => {
    const before = (await t.app.inject('/api/dev/clock')).json().offsetMs as number;
    await Promise.all(
      [1000, 2000, 3000].map((advanceMs) =>
        t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceMs } }),
      ),
    );
    expect(await loadClockOffset(t.deps.db)).toBe(before + 6000);
    expect((await t.app.inject('/api/dev/clock')).json().offsetMs).toBe(before + 6000);
  });

  it('never moves backwards and refuses non-integers', async () => {
    for (const advanceMs of [-1, 1.5, '1000']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceMs } });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.advanceMs).toHaveLength(1);
    }
  });
});

describe('dev routes in production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ mode: 'production' });
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/dev/outbox'],
    ['POST', '/api/dev/outbox/test-message'],
    ['GET', '/api/dev/clock'],
    ['POST', '/api/dev/clock'],
    ['POST', '/api/dev/sample-evidence'],
  ] as const)('%s %s answers 404', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      payload: method === 'POST' ? { advanceMs: 1 } : undefined,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Page not found' });
  });
});
