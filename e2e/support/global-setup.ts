import type { TestProject } from 'vitest/node';

import { startServer } from './server.ts';

declare module 'vitest' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One sandbox server for the journeys; files that need another mode start their own. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
