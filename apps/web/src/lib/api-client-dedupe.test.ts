import { apiBases } from '@kredo/contract/api-bases';
import { afterEach, describe, expect, it } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '../test/http-server';
import { createApiClient } from './api-client';
import { createMemoryStore } from './storage';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Answers each request after a short delay so that concurrent calls overlap. */
async function setup() {
  let served = 0;
  server = await startTestServer((_req, res) => {
    served += 1;
    const answer = { served };
    setTimeout(() => sendJson(res, 200, answer), 50);
  });
  const client = createApiClient({
    bases: { ...apiBases, api: `${server.url}/api` },
    store: () => createMemoryStore(),
  });
  return { client, server };
}

describe('api client in-flight sharing', () => {
  it('makes one network call for two identical concurrent GETs', async () => {
    const { client, server } = await setup();

    const [first, second] = await Promise.all([client.get('/api/dev/outbox'), client.get('/api/dev/outbox')]);

    expect(server.requests).toHaveLength(1);
    expect(first).toEqual({ served: 1 });
    expect(second).toEqual({ served: 1 });
  });

  it('makes one network call for two identical concurrent POSTs, and each caller gets its answer', async () => {
    const { client, server } = await setup();
    const body = { mobile: '9876543210', pan: 'ABCPE1234F', otp: '123456' };

    const [first, second] = await Promise.all([
      client.post('/api/hagrid/signin', { body }),
      client.post('/api/hagrid/signin', { body: { ...body } }),
    ]);

    expect(server.requests).toHaveLength(1);
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual(body);
    expect(first).toEqual({ served: 1 });
    expect(second).toEqual({ served: 1 });
  });

  it('shares a refusal with every caller of the one call', async () => {
    server = await startTestServer((_req, res) => {
      setTimeout(() => sendJson(res, 422, { code: 'OTP_REFUSED', message: 'Incorrect OTP' }), 50);
    });
    const client = createApiClient({
      bases: { ...apiBases, api: `${server.url}/api` },
      store: () => createMemoryStore(),
    });
    const body = { mobile: '9876543210', otp: '000000' };

    const answers = await Promise.allSettled([
      client.post('/api/paandu/verify-mobile-otp', { body }),
      client.post('/api/paandu/verify-mobile-otp', { body }),
    ]);

    expect(server.requests).toHaveLength(1);
    expect(answers.map((answer) => answer.status === 'rejected' && String(answer.reason))).toEqual([
      'ApiRequestError: Incorrect OTP',
      'ApiRequestError: Incorrect OTP',
    ]);
  });

  it('calls again once the shared call has settled, and never shares calls that differ', async () => {
    const { client, server } = await setup();

    await client.get('/api/dev/outbox');
    await Promise.all([
      client.get('/api/dev/outbox'),
      client.get('/api/dev/outbox', { query: { to: '9876543210' } }),
      client.post('/api/dev/clock', { body: { advanceMs: 1 } }),
      client.post('/api/dev/clock', { body: { advanceMs: 2 } }),
      client.put('/api/dev/clock', { body: { advanceMs: 1 } }),
    ]);

    expect(server.requests.map((request) => `${request.method} ${request.url}`).sort()).toEqual([
      'GET /api/dev/outbox',
      'GET /api/dev/outbox',
      'GET /api/dev/outbox?to=9876543210',
      'POST /api/dev/clock',
      'POST /api/dev/clock',
      'PUT /api/dev/clock',
    ]);
  });

  it('sends each of two identical uploads', async () => {
    const { client, server } = await setup();
    const form = new FormData();
    form.set('docType', 'PAN');

    await Promise.all([
      client.post('/api/document/u1/PAN', { body: form }),
      client.post('/api/document/u1/PAN', { body: form }),
    ]);

    expect(server.requests).toHaveLength(2);
  });

  it('lets one caller cancel without cancelling the other', async () => {
    const { client, server } = await setup();
    const controller = new AbortController();

    const cancelled = client.get('/api/dev/outbox', { signal: controller.signal });
    const kept = client.get('/api/dev/outbox');
    controller.abort(new DOMException('left the page', 'AbortError'));

    await expect(cancelled).rejects.toThrow('left the page');
    await expect(kept).resolves.toEqual({ served: 1 });
    expect(server.requests).toHaveLength(1);
  });
});
