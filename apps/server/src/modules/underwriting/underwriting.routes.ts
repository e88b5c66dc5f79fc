import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { runUnderwriting } from './underwriting.job.ts';
import { underwritingJob, type UnderwritingJob } from './underwriting-job-name.ts';

/**
 * Underwriting has no routes of its own (the back office and the borrower's status read it):
 * this plugin registers its background job with the app's queue.
 */
export const underwritingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  deps.jobs.register(underwritingJob, (data: UnderwritingJob) => runUnderwriting(deps, data));
};
