import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../test/helpers/test-app.ts';

describe('security headers and the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = await mkdtemp(join(tmpdir(), 'kredo-web-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><title>Kredo</title><script type="module" src="./assets/app-abc123.js"></script>',
    );
    await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await buildTestApp({ webDistDir: dist });
  });
  afterAll(() => t.close());

  it('serves index.html at / under a strict CSP, revalidated on every visit', async () => {
    const response = await t.app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const response = await t.app.inject('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown API paths under every base with the JSON error shape, not the page', async () => {
    for (const base of ['/api', '/gateway', '/esign', '/insurance', '/ifsc', '/links']) {
      const response = await t.app.inject(`${base}/nothing/here`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Page not found' });
    }
  });

  it('publishes OpenAPI generated from the route schemas at /docs', async () => {
    const spec = (await t.app.inject('/docs/json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/readyz', '/api/dev/outbox', '/api/dev/clock']),
    );
    const advance = spec.paths['/api/dev/clock'].post.requestBody.content['application/json'].schema;
    expect(advance.required).toEqual(['advanceMs']);
    expect((await t.app.inject('/docs')).statusCode).toBeLessThan(400);
  });

  it('never writes a token, PAN or OTP from a request into the log', async () => {
    await t.app.inject({
      url: '/api/dev/outbox?to=9876543210&pan=ABCPV1234K&otp=246813',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.secret-token' },
    });
    const log = t.logLines.join('\n');
    const requestLine = t.logLines.find((line) => line.includes('/api/dev/outbox?'));
    expect(requestLine).toContain('otp=%5Bredacted%5D');
    // Digits could collide with timestamps elsewhere in the log, so the OTP is checked on its own line.
    expect(requestLine).not.toContain('246813');
    for (const secret of ['ABCPV1234K', 'secret-token']) expect(log).not.toContain(secret);
  });
});
