import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'console',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // Files share their worker's modules (React, MUI): imported once per worker, not per file.
    isolate: false,
    // MUI's modules are transformed on first use; with two shared cores that can pass 5 s.
    testTimeout: 15_000,
  },
});
