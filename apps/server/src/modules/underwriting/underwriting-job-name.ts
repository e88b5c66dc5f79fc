import type { AppDeps } from '../../app-deps.ts';
import { keyedQueue } from '../../lib/jobs.ts';

/**
 * The automatic decision's job (underwriting.job.ts), keyed by application: one queued or
 * running per application at a time, and again once it has finished (an application decided
 * once may reach INITIATED again after its corrections).
 */
export const underwritingJob = keyedQueue('underwriting-decision');
export type UnderwritingJob = { applicationId: string };

/**
 * Queues the automatic decision of an application. A job already queued for it is enough (it
 * reads the application when it runs). When the application has just reached INITIATED, a job
 * still running for it may have read it before, so this one is queued to run after it
 * (`afterRunning`, the default); the sweep passes false and leaves a running job alone.
 */
export async function sendUnderwriting(
  deps: Pick<AppDeps, 'jobs'>,
  applicationId: string,
  options: { afterRunning?: boolean } = {},
): Promise<void> {
  await deps.jobs.send<UnderwritingJob>(
    underwritingJob,
    { applicationId },
    { singletonKey: applicationId, afterRunning: options.afterRunning ?? true },
  );
}
