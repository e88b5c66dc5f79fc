import type { TestProject } from 'vitest/node';

import { startServer } from './server.ts';

declare module 'vitest' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** One sandbox server per worker (support/base-url.ts picks the worker's). */
    baseUrls: string[];
  }
}

/**
 * A sandbox server for each worker's journeys, one after another; files that need another mode
 * start their own. A journey mostly waits on the sandbox's clock and its providers, so two run at
 * once on two cores, each against its own server and clock.
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const servers = await Promise.all(Array.from({ length: workers }, () => startServer()));
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
