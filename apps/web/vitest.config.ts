import { defineProject } from 'vitest/config';

import { isolatedFiles, sharedTestConfig } from './vitest.shared';

export default defineProject({
  ...sharedTestConfig,
  test: {
    ...sharedTestConfig.test,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: isolatedFiles,
    isolate: false,
  },
});
