import { defineConfig } from 'vitest/config';

// One file at a time unless asked: `npm test` runs the journeys two at once (`--maxWorkers 2`,
// scripts/test.mjs), each worker against its own server (support/global-setup.ts).
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
