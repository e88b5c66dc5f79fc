import type { Payout } from '@kredo/contract/profile';
import { isOfferStanding } from '@kredo/domain/application-lifecycle';
import { awaitsPayout } from '@kredo/domain/offer-stage';

/**
 * Where the borrower stands, as home's card says it: before any application (with how much of
 * the form is done), while one is processed, needs more, is approved or was refused, while its
 * loan waits for the payout, and once a loan is paid out. Read from what the client already has:
 * the latest status, offer and form completion of lam/status, and the loans call, which home asks
 * only after a disbursal.
 */
export type DashboardState =
  | { kind: 'none' }
  | { kind: 'inProgress'; percent: number }
  | { kind: 'processing' }
  | { kind: 'needsInfo' }
  | { kind: 'approved'; consent?: ConsentAction }
  /** The borrower's part is done: the loan waits for the lender's payout (with where it goes, once known). */
  | { kind: 'awaitingPayout'; amount?: number; payout?: Payout }
  | { kind: 'rejected' }
  | { kind: 'cancelled' }
  | { kind: 'loanActive' }
  | { kind: 'loanClosed' };

export type DashboardFacts = {
  /** The latest application's status, null before the first. */
  latestStatus: string | null;
  /** How much of the application form is done, 0-100, when the status says. */
  completionPercent: number | undefined;
  /** The states of the borrower's loans, once the loans call has answered. */
  loanStates: readonly string[] | undefined;
  /** The lender's offer (lam/status loanApprovalInfo): its opportunity's status, once approved. */
  approval?: { status: string; subStatuses: readonly string[]; amount?: number } | undefined;
  /** lam/status's payout: the amount and account of a loan waiting for its payout. */
  payout?: Payout | undefined;
};

/** What the offer waits for from the borrower, in the order the consent area asks (spec 001 §4.2). */
export type ConsentAction = 'reviewOffer' | 'completeDetails' | 'signAgreement' | 'setUpRepayment';

const consentGivenSteps: ReadonlyArray<readonly [subStatus: string, action: ConsentAction]> = [
  ['PA_FORM_PENDING', 'completeDetails'],
  ['UDYAM_REG_FIELDS_PENDING', 'completeDetails'],
  ['SHUBHSIGN_PENDING', 'signAgreement'],
  ['REPAY_INST_PENDING', 'setUpRepayment'],
];

/**
 * The step the offer waits for from the borrower, or undefined when it waits for no one or for
 * the lender: an offer to answer (LENDER_APPROVED), or after the accept the post-approval form,
 * the Udyam fields, the signature or the repayment set-up. The app sends the borrower to the
 * consent area while there is one (spec 001 §2.1).
 */
export function consentActionOf(approval: DashboardFacts['approval']): ConsentAction | undefined {
  if (!approval) return undefined;
  if (approval.status === 'LENDER_APPROVED') return 'reviewOffer';
  if (approval.status !== 'CUST_CONSENT_GIVEN') return undefined;
  return consentGivenSteps.find(([subStatus]) => approval.subStatuses.includes(subStatus))?.[1];
}

export function dashboardState({
  latestStatus,
  completionPercent,
  loanStates,
  approval,
  payout,
}: DashboardFacts): DashboardState {
  // From the mandate that lets the lender disburse until the payout, whatever step the
  // application's own status (which follows the opportunity's) still names.
  if (awaitsPayout({ opportunityStatus: approval?.status, applicationStatus: latestStatus }))
    return {
      kind: 'awaitingPayout',
      ...(approval?.amount !== undefined && { amount: approval.amount }),
      ...(payout && { payout }),
    };
  switch (latestStatus) {
    case null:
      return completionPercent !== undefined && completionPercent > 0
        ? { kind: 'inProgress', percent: Math.min(completionPercent, 100) }
        : { kind: 'none' };
    case 'INCOMPLETE_INFO':
      return { kind: 'needsInfo' };
    case 'REJECTED':
      return { kind: 'rejected' };
    case 'CANCELLED':
      return { kind: 'cancelled' };
    case 'DISBURSED':
      // Until the loans call answers, and while it has no loan yet (the lender's record lags the
      // disbursal), a disbursed application's loan is taken to be running.
      return loanStates === undefined || loanStates.length === 0 || loanStates.includes('DISBURSED')
        ? { kind: 'loanActive' }
        : { kind: 'loanClosed' };
    default: {
      if (!isOfferStanding(latestStatus)) return { kind: 'processing' };
      const consent = consentActionOf(approval);
      return consent ? { kind: 'approved', consent } : { kind: 'approved' };
    }
  }
}

/** The one thing to do next, and the path it opens (under the brand's segment). */
export type NextStep = {
  action: 'applyLoan' | 'continueForm' | 'viewStatus' | 'finishCorrections' | ConsentAction | 'myLoans';
  path: string;
};

export function nextStepOf(state: DashboardState): NextStep {
  switch (state.kind) {
    case 'none':
    case 'rejected':
    case 'cancelled':
    case 'loanClosed':
      return { action: 'applyLoan', path: '/loan-application' };
    case 'inProgress':
      return { action: 'continueForm', path: '/loan-application' };
    case 'processing':
      return { action: 'viewStatus', path: '/application-status' };
    case 'needsInfo':
      return { action: 'finishCorrections', path: '/incomplete-info' };
    case 'approved':
      // An offer that waits for the borrower is answered in the consent area; otherwise the
      // status screen shows where it stands.
      return state.consent
        ? { action: state.consent, path: '/consent' }
        : { action: 'reviewOffer', path: '/application-status' };
    case 'awaitingPayout':
    case 'loanActive':
      return { action: 'myLoans', path: '/loans' };
  }
}
