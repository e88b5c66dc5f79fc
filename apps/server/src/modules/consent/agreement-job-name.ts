import type { AppDeps } from '../../app-deps.ts';
import { keyedQueue } from '../../lib/jobs.ts';

/**
 * The background job that renders an opportunity's loan agreement (agreement.job.ts), keyed by
 * opportunity: a send while one is queued or running for it is dropped.
 */
export const agreementJob = keyedQueue('loan-agreement');
export type AgreementJob = { opportunityId: string };

export async function sendAgreementGeneration(
  deps: Pick<AppDeps, 'jobs'>,
  opportunityId: string,
): Promise<void> {
  await deps.jobs.send<AgreementJob>(agreementJob, { opportunityId }, { singletonKey: opportunityId });
}
