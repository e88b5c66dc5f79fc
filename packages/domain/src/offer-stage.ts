/**
 * Where a lender's offer stands for the borrower, read from its opportunity's status (spec 001
 * §4.1): still to be answered, taken and in its steps, waiting for the payout, paid out, or ended.
 * The consent area keeps the answer's screens to an offer that still awaits one; home, My Loans
 * and `lam/status` say 'awaiting payout' from the mandate that lets the lender disburse until the
 * payout (docs/decisions.md, 'Home's next step').
 */
import { mandateClearsRepaymentStep, type MandateMode, type NachStatus } from './mandate-lifecycle.ts';
import type { OpportunityStatus } from './opportunity-lifecycle.ts';

export type OfferStage =
  /** The offer waits for the borrower's answer; a borrower who declined may still accept it. */
  | 'awaitingAnswer'
  /** Accepted: the steps after consent (the borrower's, or the lender's agents') are under way. */
  | 'accepted'
  /** The repayment mandate lets the lender disburse: the loan waits for its payout. */
  | 'awaitingPayout'
  /** Paid out: the loan runs. */
  | 'paidOut'
  /** Cancelled, withdrawn or lapsed. */
  | 'ended';

const stages: Record<OpportunityStatus, OfferStage> = {
  LENDER_APPROVED: 'awaitingAnswer',
  CUST_CONSENT_PENDING: 'awaitingAnswer',
  CUST_NOT_INTERESTED: 'awaitingAnswer',
  CUST_CONSENT_GIVEN: 'accepted',
  AGENT_ASSIGNED: 'accepted',
  DOC_RECEIVED_BY_AGENT: 'accepted',
  DOC_PROCESSING: 'accepted',
  VERIFYING_DOCS: 'accepted',
  RE_DOC_REQUESTED: 'accepted',
  DISBURSAL_PENDING: 'awaitingPayout',
  DISBURSED: 'paidOut',
  CANCELLED: 'ended',
};

/** The stage of an opportunity in `status`; undefined for a status this table does not know. */
export function offerStageOf(status: string | null | undefined): OfferStage | undefined {
  return status ? (stages as Record<string, OfferStage | undefined>)[status] : undefined;
}

/** The borrower has answered the offer and taken it: the answer's screens have nothing left to do. */
export function offerTaken(status: string | null | undefined): boolean {
  const stage = offerStageOf(status);
  return stage === 'accepted' || stage === 'awaitingPayout' || stage === 'paidOut';
}

export type PayoutWaitFacts = {
  /** The live opportunity's status, when the reader has it: it decides. */
  opportunityStatus?: string | null | undefined;
  /** The latest application's status, which follows the opportunity's: read without one. */
  applicationStatus?: string | null | undefined;
  /** The opportunity's newest mandate, when the reader has it. */
  mandate?: { mode: MandateMode; nachStatus: NachStatus | null } | null | undefined;
};

/**
 * Whether the loan waits for the lender's payout: from the mandate that lets the lender disburse
 * (`mandate-registered`, DISBURSAL_PENDING) until the payout (DISBURSED), and again after a payout
 * the beneficiary's bank sent back. A mandate that cleared the repayment step counts even before
 * the opportunity's own answer says DISBURSAL_PENDING; one the bank then rejected does not
 * (`mandate-lost` puts the repayment step back).
 */
export function awaitsPayout({ opportunityStatus, applicationStatus, mandate }: PayoutWaitFacts): boolean {
  const status = opportunityStatus ?? applicationStatus;
  if (offerStageOf(status) === 'awaitingPayout') return true;
  return (
    status === 'CUST_CONSENT_GIVEN' &&
    mandate?.nachStatus !== undefined &&
    mandate.nachStatus !== null &&
    mandateClearsRepaymentStep({ mode: mandate.mode, status: mandate.nachStatus })
  );
}
