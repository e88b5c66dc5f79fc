import { randomUUID } from 'node:crypto';

import { apiBases } from '@kredo/contract/api-bases';
import { errorStatus, type ErrorCode } from '@kredo/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedPerson, signIn } from '../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../test/helpers/test-app.ts';
import { credentialOf } from './lib/authenticate.ts';

type Operation = {
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};
type Document = {
  components: { securitySchemes: Record<string, Record<string, string>> };
  paths: Record<string, Record<string, Operation>>;
};

const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const underApiBase = (url: string) => Object.values(apiBases).some((base) => url.startsWith(`${base}/`));

describe('the OpenAPI document', () => {
  let t: TestApp;
  let spec: Document;
  beforeAll(async () => {
    t = await buildTestApp();
    spec = (await t.app.inject('/docs/json')).json() as Document;
  });
  afterAll(() => t.close());

  /** Every published operation with the route it comes from. */
  const operations = () =>
    t.app.routeTable.flatMap((route) => {
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      return methods.flatMap((method) => {
        const operation = spec.paths[openapiPath(route.url)]?.[method.toLowerCase()];
        return operation ? [{ method, route, operation, name: `${method} ${route.url}` }] : [];
      });
    });

  it('declares how each credential is presented', () => {
    expect(spec.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      staffBearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      feLogsApiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
    });
    expect(operations().length).toBeGreaterThan(60);
  });

  it('asks every authenticated operation for its credential, with 401 and 403, and no other', () => {
    const scheme = { borrower: 'bearerAuth', staff: 'staffBearerAuth', feLogsKey: 'feLogsApiKey' };
    const wrong: string[] = [];
    for (const { route, operation, name } of operations()) {
      const credential = credentialOf(route);
      const expected = credential ? [{ [scheme[credential]]: [] }] : undefined;
      if (JSON.stringify(operation.security) !== JSON.stringify(expected)) wrong.push(`${name}: security`);
      if (credential && !operation.responses['401']) wrong.push(`${name}: 401`);
      if (credential && credential !== 'feLogsKey' && !operation.responses['403']) wrong.push(`${name}: 403`);
    }
    expect(wrong).toEqual([]);
  });

  it('lists the refusals each operation can give: 400, 404, 429 and those its route declares', () => {
    const missing: string[] = [];
    for (const { route, operation, name } of operations()) {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const config = (route.config ?? {}) as { rateLimit?: unknown; refusals?: ErrorCode[] };
      const expected = new Set<number>(config.refusals?.map((code) => errorStatus[code]));
      if (schema.body || schema.querystring || schema.params) expected.add(400);
      if (route.url.includes(':')) expected.add(404);
      if (underApiBase(route.url) && config.rateLimit !== false) expected.add(429);
      for (const status of expected) if (!operation.responses[status]) missing.push(`${name}: ${status}`);
    }
    expect(missing).toEqual([]);
  });

  it('describes every refusal as the one error shape', () => {
    const malformed: string[] = [];
    for (const { operation, name } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!status.startsWith('4')) continue;
        const schema = response.content?.['application/json']?.schema as
          { properties?: Record<string, unknown>; required?: string[] } | undefined;
        if (!schema?.properties?.code || !schema.required?.includes('message'))
          malformed.push(`${name} ${status}`);
      }
    }
    expect(malformed).toEqual([]);
  });

  it('publishes 204 without a body where the route answers 204, and says which refusals a route adds', () => {
    for (const path of ['/api/hagrid/logout', '/back-office/auth/sign-out', '/api/events/log-event']) {
      const responses = spec.paths[path]!.post!.responses;
      expect(Object.keys(responses)).toContain('204');
      expect(Object.keys(responses)).not.toContain('200');
      expect(responses['204']!.content).toBeUndefined();
    }
    expect(Object.keys(spec.paths['/api/lam/status/{userId}']!.get!.responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '429',
    ]);
    expect(Object.keys(spec.paths['/api/paandu/application']!.post!.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '409', '413', '415', '422', '429']),
    );
    expect(spec.paths['/healthz']!.get!.responses['429']).toBeUndefined();
  });

  it('publishes a file download as its media type, not JSON', () => {
    const files = operations().filter(({ route }) => (route.config as { file?: string } | undefined)?.file);
    expect(files.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['GET /back-office/ledger/trial-balance.csv']),
    );
    for (const { route, operation } of files) {
      const { file } = route.config as { file: string };
      expect(Object.keys(operation.responses['200']!.content ?? {})).toEqual([file]);
    }
  });

  it('matches what the routes answer: a sign-out 204, someone else 403, no credential 401', async () => {
    const person = { mobile: '9123400073', pan: 'FGHPU7303K', dob: '1990-01-01', name: 'Uday Uppal' };
    await seedPerson(t, person);
    const session = await signIn(t, person);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/hagrid/logout',
      headers: session.headers,
    });
    expect(logout.statusCode).toBe(204);
    expect(spec.paths['/api/hagrid/logout']!.post!.responses['204']).toBeDefined();
    const other = await signIn(t, person);
    const someoneElse = await t.app.inject({
      url: `/api/lam/status/${randomUUID()}`,
      headers: other.headers,
    });
    expect(someoneElse.statusCode).toBe(403);
    expect(spec.paths['/api/lam/status/{userId}']!.get!.responses['403']).toBeDefined();
    const anonymous = await t.app.inject({ url: `/api/lam/status/${other.userId}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
