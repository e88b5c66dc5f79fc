import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    // Node by default (the API client talks to a real local server); component tests opt into
    // happy-dom with a `@vitest-environment` comment.
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    // A journey through lazily loaded screens transforms their modules on first use; with the
    // whole suite sharing two cores that can take longer than the 5 s default.
    testTimeout: 15_000,
  },
});
