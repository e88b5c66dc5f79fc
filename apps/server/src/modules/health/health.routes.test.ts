import { sql } from 'drizzle-orm';
import pg from 'pg';
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

describe.runIf(process.env.DATABASE_URL)('readiness when PostgreSQL drops its connections', () => {
  it('survives the dropped connections and is ready again once the pool reconnects', async () => {
    const t = await buildTestApp();
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
    const result = (await t.deps.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    const [row] = result.rows;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [row!.name],
    );
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 100));

    const during = await t.app.inject('/readyz');
    expect([200, 503]).toContain(during.statusCode);
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
    await t.close();
  });
});
