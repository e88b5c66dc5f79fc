import { apiBases } from '@kredo/contract/api-bases';
import { messages } from '@kredo/contract/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { makeJwt } from '../test/jwt';
import { rejection } from '../test/rejection';
import { sendJson, startTestServer, type TestServer } from '../test/http-server';
import { createApiClient, type ApiClientOptions } from './api-client';
import { sessionKeys } from './session';
import { createMemoryStore, type KeyValueStore } from './storage';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

type Setup = Partial<ApiClientOptions> & { store?: () => KeyValueStore };

async function setup(handler: Parameters<typeof startTestServer>[0], overrides: Setup = {}) {
  server = await startTestServer(handler);
  const onSessionExpired = vi.fn();
  const bases = Object.fromEntries(
    Object.entries(apiBases).map(([name, path]) => [name, `${server?.url}${path}`]),
  ) as ApiClientOptions['bases'];
  const client = createApiClient({ bases, onSessionExpired, store: () => createMemoryStore(), ...overrides });
  return { client, server, onSessionExpired };
}

describe('api client', () => {
  it('sends the stored bearer token to the configured base and validates the answer', async () => {
    const store = createMemoryStore({
      [sessionKeys.accessToken]: makeJwt({ sub: 'u1', exp: 4_000_000_000 }),
    });
    const { client, server } = await setup((_req, res) => sendJson(res, 200, { now: 'x', offsetMs: 5 }), {
      store: () => store,
    });

    const state = await client.get('/api/dev/clock', {
      schema: z.object({ now: z.string(), offsetMs: z.number() }),
    });

    expect(state).toEqual({ now: 'x', offsetMs: 5 });
    expect(server.requests[0]?.url).toBe('/api/dev/clock');
    expect(server.requests[0]?.headers.authorization).toBe(
      `Bearer ${store.getItem(sessionKeys.accessToken)}`,
    );
  });

  it('treats 204 as success with no body and posts JSON', async () => {
    const { client, server } = await setup((_req, res) => res.writeHead(204).end());

    await expect(client.post('/gateway/location', { body: { latitude: 1 } })).resolves.toBeUndefined();
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ latitude: 1 });
  });

  it('parses the API error shape from a non-2xx answer', async () => {
    const body = {
      code: 'VALIDATION_FAILED',
      message: 'Please enter mandatory details',
      fieldErrors: { pan: ['Bad'] },
    };
    const { client } = await setup((_req, res) => sendJson(res, 400, body));

    const error = await rejection(client.post('/api/paandu/profile', { body: {} }));

    expect(error.status).toBe(400);
    expect(error.body).toEqual(body);
    expect(error.message).toBe('Please enter mandatory details');
  });

  it('falls back to the generic message when the error body is not the API shape', async () => {
    const { client } = await setup((_req, res) =>
      res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad</h1>'),
    );

    const error = await rejection(client.get('/api/anything'));

    expect(error.status).toBe(502);
    expect(error.body).toEqual({ code: 'PROVIDER_UNAVAILABLE', message: messages.genericRequestFailure });
  });

  it("keeps the server's message from a body that is not the API shape but says something", async () => {
    const { client } = await setup((_req, res) => sendJson(res, 422, { err: 'Number barred' }));

    const error = await rejection(client.post('/api/paandu/verify-mobile-otp', { body: {} }));

    expect(error.body).toEqual({ code: 'OTP_REFUSED', message: 'Number barred' });
  });

  it('refuses a success status outside 200-204', async () => {
    const { client } = await setup((_req, res) => sendJson(res, 206, { partial: true }));

    expect((await rejection(client.get('/api/partial'))).status).toBe(206);
  });

  it('gives up after the timeout and aborts the request', async () => {
    let aborted = false;
    const { client } = await setup((req) => req.socket.on('close', () => (aborted = true)));

    const started = Date.now();
    const error = await rejection(client.get('/api/slow', { timeoutMs: 150 }));

    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toBe(messages.genericRequestFailure);
    expect(Date.now() - started).toBeLessThan(2_000);
    await vi.waitFor(() => expect(aborted).toBe(true));
  });

  it('defaults to a 30 second timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const fetchStub = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
        return new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      });
      const client = createApiClient({
        bases: { ...apiBases },
        fetch: fetchStub,
        store: () => createMemoryStore(),
      });
      const pending = rejection(client.get('/api/slow'));
      await vi.advanceTimersByTimeAsync(29_999);
      expect(fetchStub.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).code).toBe('TIMEOUT');
    } finally {
      vi.useRealTimers();
    }
  });
});
