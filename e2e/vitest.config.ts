import { defineConfig } from 'vitest/config';

// Journeys run one file at a time: each drives its own Chromium, and the machine has two cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // A screen appears after a lazily loaded chunk and a server answer; on a busy machine that can
    // take longer than the one-second default of expect.poll.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 60_000,
  },
});
