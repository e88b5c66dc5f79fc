import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const statementsSent = async (t: TestApp) => {
  const response = await t.app.inject('/api/dev/sql-statements');
  expect(response.statusCode).toBe(200);
  return (response.json() as { statements: number }).statements;
};

describe('dev count of SQL statements (sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('counts the statements a request sends, and none for a request that sends none', async () => {
    const start = await statementsSent(t);
    expect(await statementsSent(t)).toBe(start);
    // The outbox is one query.
    expect((await t.app.inject('/api/dev/outbox')).statusCode).toBe(200);
    expect(await statementsSent(t)).toBe(start + 1);
  });
});

describe('dev count of SQL statements (production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ mode: 'production' });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    expect((await t.app.inject('/api/dev/sql-statements')).statusCode).toBe(404);
  });
});
