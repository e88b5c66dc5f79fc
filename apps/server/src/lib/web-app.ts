import { existsSync } from 'node:fs';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the back-office console is served; its build uses relative asset URLs, so any prefix works. */
export const consolePrefix = '/console/';

/**
 * Serves a built single-page app. Vite's hashed assets never change, so browsers keep them a
 * year; index.html is revalidated every time so a new release is picked up at once.
 */
async function serveBuiltApp(
  app: FastifyInstance,
  distDir: string,
  { prefix, decorateReply }: { prefix: string; decorateReply: boolean },
): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, `the app at ${prefix} is not built; not serving it`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    // The plugin may decorate the reply only once per instance.
    decorateReply,
    setHeaders: (reply, path) => {
      const immutable = path.includes(`${join(distDir, 'assets')}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/** The borrower's web app at `/`. */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  await serveBuiltApp(app, distDir, { prefix: '/', decorateReply: true });
}

/**
 * The back-office console at /console/. Without the trailing slash its relative asset URLs would
 * resolve against `/`, so /console redirects.
 */
export async function registerConsoleApp(app: FastifyInstance, distDir: string): Promise<void> {
  if (!(await serveBuiltApp(app, distDir, { prefix: consolePrefix, decorateReply: false }))) return;
  app.get(consolePrefix.slice(0, -1), { schema: { hide: true } }, (_request, reply) =>
    reply.redirect(consolePrefix, 301),
  );
}
