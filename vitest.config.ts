import { defineConfig } from 'vitest/config';

// One vitest run covers the packages, the server, the web app and the console; e2e runs separately
// (scripts/test.mjs) because it needs the built product.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/domain', 'apps/server', 'apps/web', 'apps/console'],
  },
});
