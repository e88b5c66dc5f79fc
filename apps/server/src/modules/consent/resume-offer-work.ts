import type { AppDeps } from '../../app-deps.ts';
import { resumeAccountVerifications } from '../profile/profile.service.ts';
import { resumeAgreements } from './agreement.service.ts';
import { resendExecutedAgreements } from './executed-agreement-mail.ts';
import { expireOffers } from './offer-ending.service.ts';

type Deps = Pick<
  AppDeps,
  'db' | 'clock' | 'blobs' | 'cipher' | 'jobs' | 'notifier' | 'bankAccountVerification'
>;

/** How often the sweep looks for offer work a stop left behind. */
const sweepIntervalMs = 60_000;

/**
 * After a crash or a lost send, the offer's background work is found again within a minute:
 * agreements due and not generated, penny drops still pending, executed agreements not yet mailed;
 * and offers left unanswered past their validity lapse.
 */
export async function resumeOfferWork(deps: Deps) {
  return {
    agreements: await resumeAgreements(deps),
    verifications: await resumeAccountVerifications(deps),
    mails: await resendExecutedAgreements(deps),
    expired: await expireOffers(deps),
  };
}

/** Runs the sweep now and every minute until stopped (the server's start, after the job queue). */
export function startOfferSweep(deps: Deps, report: (error: unknown) => void): () => void {
  const sweep = () => void resumeOfferWork(deps).catch(report);
  sweep();
  const timer = setInterval(sweep, sweepIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
