import { createServer } from 'node:http';
import { connect } from 'node:net';

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedPerson, signIn } from '../test/helpers/sign-in.ts';
import { buildTestApp, createTestDeps, type TestApp } from '../test/helpers/test-app.ts';
import { buildApp } from './app.ts';
import { credentialOf } from './lib/authenticate.ts';

/** What every answer carries, whoever made it. */
function expectSecurityHeaders(answer: LightMyRequestResponse | { headers: Record<string, unknown> }) {
  const headers = answer.headers;
  expect(String(headers['content-security-policy'])).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toBeDefined();
  expect(headers['permissions-policy']).toBe(
    'camera=(self), geolocation=(self), microphone=(), payment=(), usb=(), midi=(), display-capture=(), ' +
      'accelerometer=(), gyroscope=(), magnetometer=()',
  );
  expect(headers['x-request-id']).toEqual(expect.any(String));
}

/** A refusal in the one error shape, saying nothing of what was sent. */
function expectRefusal(answer: LightMyRequestResponse, status: number, code: string, sent: RegExp) {
  expect(answer.statusCode).toBe(status);
  expect(answer.json()).toEqual({
    code,
    message: "Couldn't process the request, please try again",
    requestId: answer.headers['x-request-id'],
  });
  expect(answer.body).not.toMatch(sent);
  expect(answer.headers['cache-control']).toBe('no-store');
  expectSecurityHeaders(answer);
}

/** Sends raw bytes to the listening app and reads its `nth` answer (the connection then closes). */
function rawExchange(
  port: number,
  request: string,
  nth = 1,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const answers = received.split(/(?=HTTP\/1\.1 \d{3} )/);
      const [head = '', body = ''] = (answers[nth - 1] ?? '').split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}

describe('the headers of every answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('keeps every answer of an authenticated route out of caches, the refusals too', async () => {
    const uncached: string[] = [];
    for (const route of t.app.routeTable) {
      if (!credentialOf(route)) continue;
      for (const method of [route.method].flat().filter((name) => name !== 'HEAD')) {
        const answer = await t.app.inject({ method: method as 'GET', url: route.url.replace(/:\w+/g, 'x') });
        if (answer.headers['cache-control'] !== 'no-store') uncached.push(`${method} ${route.url}`);
      }
    }
    expect(uncached).toEqual([]);
  });

  it('keeps a borrower’s own data and a new session token out of caches', async () => {
    const person = { mobile: '9123400072', pan: 'FGHPU7202K', dob: '1990-01-01', name: 'Uma Upadhyay' };
    await seedPerson(t, person);
    const session = await signIn(t, person);
    const status = await t.app.inject({ url: `/api/lam/status/${session.userId}`, headers: session.headers });
    expect(status.statusCode).toBe(200);
    expect(status.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(status);
    const signin = await t.app.inject({
      url: `/api/hagrid/signin-initiate/?mobile=${person.mobile}&pan=${person.pan}`,
    });
    expect(signin.headers['cache-control']).toBe('no-store');
  });

  it('answers a path that is not UTF-8 with 400 in the one shape, without echoing it', async () => {
    for (const url of ['/api/lam/status/%ff', '/api/%E0%A4', '/%ff']) {
      expectRefusal(await t.app.inject(url), 400, 'VALIDATION_FAILED', /%ff|%E0|status|FST_/i);
    }
  });

  it('answers a path parameter over the length limit with 414 in the one shape, without echoing it', async () => {
    const answer = await t.app.inject(`/api/lam/status/${'a'.repeat(200)}`);
    expectRefusal(answer, 414, 'URI_TOO_LONG', /aaaa|status|FST_/);
  });

  it('answers what Node cannot parse, and headers too large, in the one shape', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };

    const oversized = await rawExchange(
      port,
      `GET /api/lam/status/x HTTP/1.1\r\nHost: a\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(oversized.status).toBe(431);
    expect(JSON.parse(oversized.body)).toEqual({
      code: 'HEADERS_TOO_LARGE',
      message: "Couldn't process the request, please try again",
      requestId: oversized.headers['x-request-id'],
    });
    expectSecurityHeaders(oversized);
    expect(oversized.headers['cache-control']).toBe('no-store');

    const garbled = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbled.status).toBe(400);
    expect(JSON.parse(garbled.body)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expectSecurityHeaders(garbled);
  });
});

describe('the answer of a server that is closing', () => {
  it('refuses a request that still arrives 503 with the same headers', async () => {
    const { deps, close, logger } = await createTestDeps();
    const app = await buildApp(deps, { logger, rateLimitPerMinute: 1000, trustProxy: false });
    await app.ready();
    // A connection the closing server has not dropped yet: its requests still reach the routes.
    const lingering = createServer(app.routing);
    await new Promise<void>((resolve) => lingering.listen(0, '127.0.0.1', resolve));
    await app.close();
    const { port } = lingering.address() as { port: number };
    const refused = await rawExchange(port, 'GET /api/lam/status/x HTTP/1.1\r\nHost: a\r\n\r\n');
    await new Promise((resolve) => lingering.close(resolve));
    await close();
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expectSecurityHeaders(refused);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('the OpenAPI page', () => {
  async function appIn(mode: 'sandbox' | 'production', apiDocs?: boolean) {
    const { deps, close, logger } = await createTestDeps({ mode });
    const app = await buildApp(deps, { logger, rateLimitPerMinute: 1000, trustProxy: false, apiDocs });
    return {
      status: async (url: string) => (await app.inject(url)).statusCode,
      close: async () => {
        await app.close();
        await close();
      },
    };
  }

  it('is served in sandbox mode, hidden in production unless configured on', async () => {
    for (const [mode, apiDocs, expected] of [
      ['sandbox', undefined, 200],
      ['production', undefined, 404],
      ['production', true, 200],
      ['sandbox', false, 404],
    ] as const) {
      const app = await appIn(mode, apiDocs);
      expect([mode, apiDocs, await app.status('/docs/json')]).toEqual([mode, apiDocs, expected]);
      await app.close();
    }
  });
});
