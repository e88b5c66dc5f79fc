import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

describe('health probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz while the process is up', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz when the database answers', async () => {
    const response = await t.app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'up' });
  });
});

describe('readiness without a database', () => {
  it('fails /readyz with 503 in the one error shape once the database is gone, and /healthz stays up', async () => {
    const t = await buildTestApp();
    await t.deps.database.close();

    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: "Couldn't process the request, please try again",
    });
    expect(ready.body).not.toMatch(/closed|pglite|ECONNREFUSED|terminat/i);

    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    await t.app.close();
  });
});
