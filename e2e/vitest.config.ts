import { defineConfig } from 'vitest/config';

// Journeys run one file at a time in `npm test`: the server suite on PostgreSQL runs beside them
// (scripts/test.mjs), and with both the two cores are full. Alone on a quiet machine,
// `--maxWorkers 2` runs two at once, each worker against its own server (support/global-setup.ts).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    maxWorkers: 1,
    testTimeout: 60_000,
    // A screen appears after a lazily loaded chunk and a server answer; on a busy machine that can
    // take longer than the one-second default of expect.poll.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 60_000,
  },
});
