import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

// One vitest run covers the packages, the server, the web app and the console; e2e runs separately
// (scripts/test.mjs) because it needs the built product. Vitest's default of one worker fewer than
// the cores leaves a two-core machine one worker; a test file's time is nearly all its worker's
// (PGlite and jsdom run inside it), so two workers there take a quarter off the run.
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/contract',
      'packages/domain',
      'apps/server',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
      'apps/console',
    ],
  },
});
