import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/test-app.ts';

describe('the Date header', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reads the server clock, so a moved sandbox clock moves the date the web app sees', async () => {
    const { app, deps } = t;
    const before = await app.inject({ method: 'GET', url: '/healthz' });
    expect(Math.abs(Date.parse(before.headers.date as string) - deps.clock.nowMs())).toBeLessThan(2000);

    deps.clock.advance(40 * 24 * 3600 * 1000);
    const after = await app.inject({ method: 'GET', url: '/healthz' });
    const refused = await app.inject({ method: 'GET', url: '/api/lam/status/someone-else' });
    for (const answer of [after, refused]) {
      const shown = Date.parse(answer.headers.date as string);
      expect(Math.abs(shown - deps.clock.nowMs())).toBeLessThan(2000);
      expect(shown - Date.now()).toBeGreaterThan(39 * 24 * 3600 * 1000);
    }
  });
});
