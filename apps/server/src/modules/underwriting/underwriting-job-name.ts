import type { AppDeps } from '../../app-deps.ts';

/** The automatic decision's job (underwriting.job.ts); one queued per application. */
export const underwritingJob = 'underwriting-decision';
export type UnderwritingJob = { applicationId: string };

/**
 * Queues the automatic decision of an application that has just reached INITIATED. A job
 * already queued for it is enough: the singleton key drops a second one.
 */
export async function sendUnderwriting(deps: Pick<AppDeps, 'jobs'>, applicationId: string): Promise<void> {
  await deps.jobs.send<UnderwritingJob>(underwritingJob, { applicationId }, { singletonKey: applicationId });
}
