import { isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, createTestDeps, type TestApp } from '../../../test/helpers/test-app.ts';
import { buildApp } from '../../app.ts';
import { sandboxFeLogsApiKey } from '../../config/env.ts';
import { events } from './events.schema.ts';

describe('fe-logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const feLog = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/events/fe-logs', headers, payload: payload as object });
  const feLogRows = () => t.deps.db.select().from(events).where(isNull(events.userId));
  const withKey = (key: string) => ({ 'x-api-key': key });

  it('stores a front-end log, with no user, when the sandbox key is sent', async () => {
    const answer = await feLog(withKey(sandboxFeLogsApiKey), {
      type: 'error',
      options: { message: 'chunk failed to load', route: '/loans' },
    });
    expect(answer.statusCode).toBe(204);
    expect(await feLogRows()).toEqual([
      expect.objectContaining({
        kind: 'fe-log',
        userId: null,
        name: null,
        type: 'error',
        payload: { message: 'chunk failed to load', route: '/loans' },
      }),
    ]);
  });

  it('answers 401 to a missing or wrong key, stores nothing and never logs the key', async () => {
    const body = { type: 'error', options: { message: 'x' } };
    const wrongKeys = ['sandbox-fe-logs-kez', `${sandboxFeLogsApiKey}x`, '', 'short'];
    const before = (await feLogRows()).length;
    expect((await feLog({}, body)).statusCode).toBe(401);
    for (const key of wrongKeys) {
      const answer = await feLog(withKey(key), body);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe('UNAUTHENTICATED');
    }
    // A wrong key is refused before the body is read, however large.
    const huge = await feLog(withKey('wrong-key-entirely'), {
      type: 'error',
      options: { blob: 'x'.repeat(1e5) },
    });
    expect(huge.statusCode).toBe(401);
    expect(await feLogRows()).toHaveLength(before);
    const log = t.logLines.join('\n');
    expect(log).not.toContain(sandboxFeLogsApiKey);
    expect(log).not.toContain('wrong-key-entirely');
  });

  it('does not accept a session token instead of the key', async () => {
    const answer = await feLog({ authorization: 'Bearer a.b.c' }, { type: 'error', options: {} });
    expect(answer.statusCode).toBe(401);
  });

  it('bounds options at 16 KB: a field error just above, 413 well above', async () => {
    const tooBig = await feLog(withKey(sandboxFeLogsApiKey), {
      type: 'error',
      options: { stack: 's'.repeat(17 * 1024) },
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().fieldErrors.options).toEqual([expect.stringMatching(/at most 16 KB/)]);
    const wayTooBig = await feLog(withKey(sandboxFeLogsApiKey), {
      type: 'error',
      options: { stack: 's'.repeat(40 * 1024) },
    });
    expect(wayTooBig.statusCode).toBe(413);
    expect(wayTooBig.json().code).toBe('PAYLOAD_TOO_LARGE');
    const noType = await feLog(withKey(sandboxFeLogsApiKey), { options: {} });
    expect(noType.json().fieldErrors.type).toEqual(['This field is required']);
  });
});

describe('fe-logs key in production', () => {
  const sendWith = (app: FastifyInstance, key: string) =>
    app.inject({
      method: 'POST',
      url: '/api/events/fe-logs',
      headers: { 'x-api-key': key },
      payload: { type: 'error', options: { message: 'x' } },
    });

  it('takes the configured key, and refuses the sandbox key', async () => {
    const configuredKey = 'kredo-prod-fe-logs-7d1f0c2a';
    const { deps, close, logger, logLines } = await createTestDeps({ mode: 'production' });
    const app = await buildApp(deps, {
      logger,
      rateLimitPerMinute: 10_000,
      trustProxy: false,
      feLogsApiKey: configuredKey,
    });
    try {
      expect((await sendWith(app, configuredKey)).statusCode).toBe(204);
      expect((await sendWith(app, sandboxFeLogsApiKey)).statusCode).toBe(401);
      expect(logLines.join('\n')).not.toContain(configuredKey);
    } finally {
      await app.close();
      await close();
    }
  });

  it('without a configured key refuses every call, and says so at start', async () => {
    const t = await buildTestApp({ mode: 'production' });
    try {
      expect((await sendWith(t.app, sandboxFeLogsApiKey)).statusCode).toBe(401);
      expect(t.logLines.join('\n')).toContain('FE_LOGS_API_KEY is not set');
    } finally {
      await t.close();
    }
  });
});
