import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registerConsoleApp, registerWebApp } from './web-app.ts';

async function aBuiltApp(name: string, asset: string): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), `kredo-${name}-`));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    `<!doctype html><title>${name}</title><script type="module" src="./assets/${asset}"></script>`,
  );
  await writeFile(join(dist, 'assets', asset), `console.log('${name}')`);
  return dist;
}

describe('the web app and the console, each under its own path', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerWebApp(app, await aBuiltApp('web', 'web-abc123.js'));
    await registerConsoleApp(app, await aBuiltApp('console', 'console-def456.js'));
  });
  afterAll(() => app.close());

  it('serves the web app at / and the console at /console/, each page revalidated every time', async () => {
    const web = await app.inject('/');
    expect(web.body).toContain('<title>web</title>');
    const page = await app.inject('/console/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>console</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("keeps the console's hashed assets a year, apart from the web app's", async () => {
    const asset = await app.inject('/console/assets/console-def456.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject('/assets/console-def456.js')).statusCode).toBe(404);
  });

  it('sends /console to /console/, where its relative asset URLs resolve', async () => {
    const response = await app.inject('/console');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/console/');
  });

  it('serves the console even when the web app is not built', async () => {
    const alone = Fastify();
    await registerWebApp(alone, join(tmpdir(), 'kredo-no-such-build'));
    await registerConsoleApp(alone, await aBuiltApp('console', 'console-def456.js'));
    expect((await alone.inject('/console/')).statusCode).toBe(200);
    await alone.close();
  });
});
