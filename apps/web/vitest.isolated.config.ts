import { defineProject } from 'vitest/config';

import { isolatedFiles, sharedTestConfig } from './vitest.shared';

/** The web tests that need their own module graph (vitest.shared.ts), each file isolated. */
export default defineProject({
  ...sharedTestConfig,
  test: { ...sharedTestConfig.test, name: 'web-isolated', include: isolatedFiles },
});
