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

  it('calls again once the shared call has settled, and never shares different queries or POSTs', async () => {
    const { client, server } = await setup();

    await client.get('/api/dev/outbox');
    await Promise.all([
      client.get('/api/dev/outbox'),
      client.get('/api/dev/outbox', { query: { to: '9876543210' } }),
      client.post('/api/dev/clock', { body: { advanceMs: 1 } }),
      client.post('/api/dev/clock', { body: { advanceMs: 1 } }),
    ]);

    expect(server.requests.map((request) => `${request.method} ${request.url}`).sort()).toEqual([
      'GET /api/dev/outbox',
      'GET /api/dev/outbox',
      'GET /api/dev/outbox?to=9876543210',
      'POST /api/dev/clock',
      'POST /api/dev/clock',
    ]);
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
