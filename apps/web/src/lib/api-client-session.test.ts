import { apiBases } from '@kredo/contract/api-bases';
import { messages } from '@kredo/contract/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeJwt } from '../test/jwt';
import { rejection } from '../test/rejection';
import { sendJson, startTestServer, type TestServer } from '../test/http-server';
import { createApiClient } from './api-client';
import { sessionKeys } from './session';
import { createMemoryStore } from './storage';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const now = Date.parse('2025-06-01T10:00:00Z');

async function setup(handler: Parameters<typeof startTestServer>[0], token?: string) {
  server = await startTestServer(handler);
  const store = createMemoryStore(
    token ? { [sessionKeys.accessToken]: token, [sessionKeys.userId]: 'u1' } : {},
  );
  const onSessionExpired = vi.fn();
  const bases = { ...apiBases, api: `${server.url}/api` };
  const client = createApiClient({ bases, store: () => store, onSessionExpired, now: () => now });
  return { client, server, store, onSessionExpired };
}

describe('api client sessions', () => {
  it('removes an expired token, sends nothing and goes to logout', async () => {
    const expired = makeJwt({ sub: 'u1', exp: now / 1000 - 1 });
    const { client, server, store, onSessionExpired } = await setup(
      (_req, res) => sendJson(res, 200, {}),
      expired,
    );

    const error = await rejection(client.get('/api/lam/status/u1'));

    expect(error.code).toBe('SESSION_EXPIRED');
    expect(error.message).toBe(messages.sessionTimeout);
    expect(server.requests).toHaveLength(0);
    expect(store.getItem(sessionKeys.accessToken)).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('sends a token that is still valid', async () => {
    const valid = makeJwt({ sub: 'u1', exp: now / 1000 + 60 });
    const { client, server, onSessionExpired } = await setup((_req, res) => sendJson(res, 200, {}), valid);

    await client.get('/api/lam/status/u1');

    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${valid}`);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('presents a given credential instead of the session, and a 401 to it keeps the session', async () => {
    const valid = makeJwt({ sub: 'u1', exp: now / 1000 + 60 });
    const answer = { code: 'UNAUTHENTICATED', message: 'Invalid credential' };
    const { client, server, store, onSessionExpired } = await setup(
      (_req, res) => sendJson(res, 401, answer),
      valid,
    );

    const error = await rejection(
      client.post('/api/hagrid/signin/google', { credential: 'google-id-token' }),
    );

    expect(error.status).toBe(401);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer google-id-token');
    expect(store.getItem(sessionKeys.accessToken)).toBe(valid);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('ends the session when the server answers 401 to a signed-in call', async () => {
    const valid = makeJwt({ sub: 'u1', exp: now / 1000 + 60 });
    const answer = { code: 'UNAUTHENTICATED', message: 'Session timeout' };
    const { client, store, onSessionExpired } = await setup((_req, res) => sendJson(res, 401, answer), valid);

    const error = await rejection(client.get('/api/paandu/profile'));

    expect(error.status).toBe(401);
    expect(store.getItem(sessionKeys.accessToken)).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('leaves a signed-out 401 (a wrong OTP) to the caller', async () => {
    const answer = { code: 'UNAUTHENTICATED', message: 'Incorrect Otp!' };
    const { client, onSessionExpired } = await setup((_req, res) => sendJson(res, 401, answer));

    expect((await rejection(client.post('/api/hagrid/forgot-email-update'))).message).toBe('Incorrect Otp!');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
