import { apiBases } from '@kredo/contract/api-bases';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../test/http-server';
import { createApiClient, type ApiClientOptions } from './api-client';
import { serverNow } from './server-clock';
import { serverToday } from './server-today';
import { createMemoryStore } from './storage';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const day = 24 * 3600 * 1000;

describe("the server's day", () => {
  it("comes from the Date header of the API's answers, not from the device", async () => {
    // The server's clock is 40 days ahead of this device (a sandbox clock moved forward, or a
    // phone set to the wrong date: either way the server's rules decide).
    const serverTime = new Date(Date.now() + 40 * day);
    server = await startTestServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', date: serverTime.toUTCString() });
      res.end('{}');
    });
    const bases = Object.fromEntries(
      Object.entries(apiBases).map(([name, path]) => [name, `${server?.url}${path}`]),
    ) as ApiClientOptions['bases'];
    const client = createApiClient({ bases, store: () => createMemoryStore() });

    await client.get('/api/health', { schema: z.object({}) });

    expect(Math.abs(serverNow().getTime() - serverTime.getTime())).toBeLessThan(2000);
    const india = new Date(serverTime.getTime() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);
    expect(serverToday()).toBe(india);
  });
});
