import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Test files in a worker share one migrated database template (test/helpers/test-database.ts).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
