import { describe, expect, it } from 'vitest';

import { createTestDeps } from '../../test/helpers/test-app.ts';
import { buildApp } from '../app.ts';
import { createShutdown } from './shutdown.ts';

describe('graceful shutdown', () => {
  it('finishes a request in flight, refuses new connections, then closes the database', async () => {
    const { deps, database, logger } = await createTestDeps();
    const app = await buildApp(deps, { logger, rateLimitPerMinute: 1000, trustProxy: false });
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      app.get('/slow', async () => {
        resolve();
        await new Promise<void>((done) => (release = done));
        await database.ping(); // the database is still open while a request is in flight
        return { finished: true };
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const inFlight = fetch(`${base}/slow`);
    await started;
    const exits: number[] = [];
    const stopping = createShutdown(app, database, logger, (code) => exits.push(code))('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();

    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    const stoppedWithin = await Promise.race([
      stopping.then(() => 'stopped'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 3000)),
    ]);
    // Not the keep-alive timeout: the client's idle socket must not hold the shutdown open.
    expect(stoppedWithin).toBe('stopped');
    await expect(database.ping()).rejects.toThrow();
    expect(exits).toEqual([]);
  });
});
