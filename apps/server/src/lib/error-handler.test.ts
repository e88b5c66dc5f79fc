import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { AppError } from './app-error.ts';
import { registerErrorHandling } from './error-handler.ts';

describe('one error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown route with 404 NOT_FOUND and the spec text', async () => {
    const response = await t.app.inject('/api/no-such-route');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Page not found',
      requestId: expect.any(String),
    });
  });

  it('answers malformed JSON with 400 and no parser internals', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      headers: { 'content-type': 'application/json' },
      payload: '{"advanceMs":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: "Couldn't process the request, please try again",
    });
    expect(response.body).not.toMatch(/Unexpected end|JSON\.parse|FST_/);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('echoes a well-formed caller request id and replaces a malformed one', async () => {
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'client-req-12345' } });
    expect(kept.headers['x-request-id']).toBe('client-req-12345');
    const replaced = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id with spaces\n' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('limits requests per client with 429 RATE_LIMITED, but never the health probes', async () => {
    const limitedApp = await buildTestApp({ rateLimitPerMinute: 3 });
    const t = limitedApp;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await t.app.inject('/api/dev/clock')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await t.app.inject('/api/dev/clock');
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a minute and try again.',
    });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    await limitedApp.close();
  });
});

describe('errors thrown by handlers', () => {
  it('maps AppError to its status and user text, and hides everything about an unexpected failure', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/conflict', () => {
      throw new AppError('CONFLICT', 'duplicate key users_mobile_key', {
        userMessage: 'Already done',
        fieldErrors: { mobile: ['taken'] },
      });
    });
    app.get('/crash', () => {
      throw new Error('password=hunter2 at db.internal:5432');
    });

    const conflict = await app.inject('/conflict');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Already done',
      fieldErrors: { mobile: ['taken'] },
    });
    expect(conflict.body).not.toContain('users_mobile_key');

    const crash = await app.inject('/crash');
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toMatchObject({
      code: 'INTERNAL',
      message: "Couldn't process the request, please try again",
    });
    expect(crash.body).not.toMatch(/hunter2|db\.internal|stack/);
    await app.close();
  });
});
