// Decides whether a build output is older than the sources it is made from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const skipped = new Set(['node_modules', 'dist', '.vite']);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (skipped.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export const targets = {
  web: {
    workspace: '@kredo/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/contract/src',
      'packages/domain/src',
    ],
  },
  console: {
    workspace: '@kredo/console',
    output: 'apps/console/dist/index.html',
    sources: [
      'apps/console/src',
      'apps/console/public',
      'apps/console/index.html',
      'apps/console/vite.config.ts',
      'packages/contract/src',
      'packages/domain/src',
    ],
  },
  server: {
    workspace: '@kredo/server',
    output: 'apps/server/dist/main.js',
    sources: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'package-lock.json',
      'packages/contract/src',
      'packages/domain/src',
    ],
  },
};

export function isStale(root, target) {
  const output = join(root, target.output);
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return target.sources.some((source) => newestMtime(join(root, source)) > built);
}
