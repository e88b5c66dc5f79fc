import react from '@vitejs/plugin-react';
import type { ViteUserConfig } from 'vitest/config';

/**
 * Test files that need a fresh module graph of their own: they replace modules with `vi.mock`, or
 * rely on state a module keeps from its first use (the sign-in configuration read once, a route's
 * chunk met first). The rest share their worker's modules (`isolate: false`), which more than
 * halves the suite's time: React, MUI and the catalogue are imported once per worker, not per file.
 */
export const isolatedFiles: string[] = [
  'src/app/routes/incomplete-info/bank-statement.test.tsx',
  'src/app/routes/incomplete-info/selfie-unclear.test.tsx',
  'src/features/bank-statements/components/bank-statement-flow.test.tsx',
  'src/features/documents/components/selfie-capture-dialog.test.tsx',
  'src/features/auth/components/logout-page.test.tsx',
  'src/features/loans/components/credit-line-details-page.test.tsx',
];

export const sharedTestConfig = {
  plugins: [react()],
  test: {
    // Node by default (the API client talks to a real local server); component tests opt into
    // happy-dom with a `@vitest-environment` comment.
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    // A journey through lazily loaded screens transforms their modules on first use; with the
    // whole suite sharing two cores that can take longer than the 5 s default.
    testTimeout: 15_000,
  },
} satisfies ViteUserConfig;
