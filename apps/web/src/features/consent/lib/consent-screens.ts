import type { OpportunityDetails } from '@kredo/contract/consent';
import type { ConsentRoute } from '@kredo/domain/consent-next-step';
import { offerStageOf } from '@kredo/domain/offer-stage';

/**
 * The consent area's screens as route segments under `consent` (spec 001 §2.1); the agent's
 * visit is a screen of the repayment step the borrower chooses, never a step of its own.
 */
export type ConsentScreen = ConsentRoute | 'denied' | 'index' | 'repay/appointment';

/**
 * Screens entered by replacing the history entry instead of adding one (spec 001 §2.1; the
 * Udyam step, which §2.1 does not list, like the post-approval form it follows).
 */
export const replacingScreens: ReadonlySet<ConsentScreen> = new Set([
  'loan-details',
  'pa-form',
  'udyam',
  'timer-delay',
  'complete',
  'repay',
  'repay/scan',
  'shubh-form',
  'loan-reject',
]);

const screens: readonly ConsentScreen[] = [
  'loan-details',
  'pa-form',
  'udyam',
  'timer-delay',
  'shubh-form',
  'repay/scan',
  'repay/appointment',
  'repay',
  'complete',
  'loan-reject',
  'error',
  'redirection',
  'denied',
];

/** The screen a path shows: '/healwise/consent/repay/scan' is 'repay/scan', '/consent' the index. */
export function screenOfPath(pathname: string): ConsentScreen {
  const rest = pathname.replace(/\/+$/, '').split('/consent')[1] ?? '';
  const segment = rest.replace(/^\//, '');
  return screens.find((screen) => screen === segment) ?? 'index';
}

/**
 * Whether the borrower may stay on `screen` while the next step is `step`: the index and
 * loan-details are one screen; the denial screen is reached from the loan details; a declined
 * offer may be reopened on the loan details ('Accept Loan', §2.9), not on the area's index; the
 * repayment step's sub-screens belong to it.
 */
export function screenFits(screen: ConsentScreen, step: ConsentRoute): boolean {
  if (screen === step) return true;
  if (step === 'loan-details') return screen === 'index' || screen === 'denied';
  // The repayment step's own screens: Scan and Upload before its form is issued (the step reads
  // repay/scan only once there is a paper link), and the agent's visit.
  if (step === 'repay') return screen === 'repay/scan' || screen === 'repay/appointment';
  // 'Accept Loan' of the offer-rejected screen: the offer may still be accepted while it stands.
  if (step === 'loan-reject') return screen === 'loan-details';
  return false;
}

/**
 * The screens of the borrower's answer to the offer (spec 001 §2.2, §2.9): the loan details with
 * Accept, the denial and the offer-rejected screen. None is shown for an offer already taken.
 */
export const answerScreens: ReadonlySet<ConsentScreen> = new Set(['loan-details', 'denied', 'loan-reject']);

/**
 * Where a borrower on an answer's screen goes once the offer is past the area: the root while the
 * payout is awaited, as a consent already marked does (spec 001 §8), where home says so; their
 * loan once it is paid out. Undefined while a step of the area is still due or the offer awaits
 * its answer: the area's own step decides then.
 */
export function placeAfterAnswer(
  opportunity: Pick<OpportunityDetails, 'status' | 'lenderLoanAcctId'>,
): string | undefined {
  const stage = offerStageOf(opportunity.status);
  if (stage === 'awaitingPayout') return '/';
  if (stage !== 'paidOut') return undefined;
  return opportunity.lenderLoanAcctId
    ? `/loans/details?loan_id=${encodeURIComponent(opportunity.lenderLoanAcctId)}`
    : '/loans';
}
