import type { AppDeps } from '../../app-deps.ts';

/** The background job that renders an opportunity's loan agreement (agreement.job.ts). */
export const agreementJob = 'loan-agreement';
export type AgreementJob = { opportunityId: string };

export async function sendAgreementGeneration(
  deps: Pick<AppDeps, 'jobs'>,
  opportunityId: string,
): Promise<void> {
  await deps.jobs.send<AgreementJob>(agreementJob, { opportunityId }, { singletonKey: opportunityId });
}
