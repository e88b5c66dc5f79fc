import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../test/helpers/test-app.ts';
import { authenticate, credentialOf, requireAuthenticationOnRequest } from './lib/authenticate.ts';

describe('authentication comes before validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const authenticatedRoutes = () =>
    t.app.routeTable.flatMap((route) => {
      const credential = credentialOf(route);
      if (!credential) return [];
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      return methods.map((method) => ({ method, url: route.url, credential }));
    });

  it('knows which routes ask for a borrower, a staff member or the front-end key', () => {
    const found = authenticatedRoutes().map(
      ({ method, url, credential }) => `${credential} ${method} ${url}`,
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'borrower POST /api/paandu/profile',
        'borrower GET /api/lam/status/:userId',
        'borrower POST /api/hagrid/logout',
        'staff POST /back-office/applications/:applicationId/reject',
        'feLogsKey POST /api/events/fe-logs',
      ]),
    );
    expect(found.filter((line) => line.startsWith('borrower')).length).toBeGreaterThan(30);
  });

  it('answers every authenticated route called without a credential and with bad input 401, not 400', async () => {
    const answers: string[] = [];
    for (const { method, url } of authenticatedRoutes()) {
      const answer = await t.app.inject({
        method: method as 'POST',
        // Path parameters and a query string no schema accepts, and a body that is not an object.
        url: `${url.replace(/:\w+/g, 'not-an-id')}?userId=not-a-uuid&limit=-1`,
        headers: { 'content-type': 'application/json' },
        payload: method === 'GET' ? undefined : '"not an object"',
      });
      const body = answer.json() as { code?: string; fieldErrors?: unknown; requestId?: string };
      if (answer.statusCode !== 401 || body.code !== 'UNAUTHENTICATED' || body.fieldErrors || !body.requestId)
        answers.push(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
    }
    expect(answers).toEqual([]);
  });

  it('stops the start of an app whose route authenticates after reading the body', async () => {
    const app = Fastify();
    requireAuthenticationOnRequest(app);
    expect(() => app.post('/late', { preHandler: authenticate }, async () => 'ok')).toThrow(
      'POST /late: authenticate in onRequest, not preHandler',
    );
    app.post('/early', { onRequest: authenticate }, async () => 'ok');
    await app.ready();
    await app.close();
  });
});
