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
  },
});
