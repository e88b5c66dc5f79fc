/**
 * The lender's opportunity from the offer to disbursal, move by move (spec 001 §4.1, §4.4-4.7).
 * `opportunityTransitions` (application-lifecycle.ts) says which status may follow which; this
 * table says which event makes each move, and what the sub-statuses become. Every row's status
 * move is a move of that table (a test holds it), so the server's `assertOpportunityMove` never
 * refuses what `moveOpportunity` allows. docs/lifecycle.md draws this table.
 */
import {
  canMoveOpportunity,
  opportunityStatuses,
  type Actor,
  type OpportunityStatus,
} from './application-lifecycle.ts';

export { opportunityStatuses, type Actor, type OpportunityStatus };

/** Spec 001 §4.1, in its order. */
export const opportunitySubStatuses = [
  'WORK_ADDR_MISMATCH',
  'PERM_ADDR_MISMATCH',
  'PAN_UNCLEAR',
  'SELFIE_UNCLEAR',
  'AADHAAR_UNCLEAR',
  'CURR_ADDR_PROOF_REQUESTED',
  'CHEQUE_UNCLEAR',
  'KYC_PENDING',
  'PA_FORM_PENDING',
  'SHUBHSIGN_PENDING',
  'APPOINTMENT_PENDING',
  'REPAY_INST_PENDING',
  'UDYAM_REG_FIELDS_PENDING',
  'CONSENT_DENIED',
] as const;
export type OpportunitySubStatus = (typeof opportunitySubStatuses)[number];

/** An offer not accepted within this many days of its approval lapses (`offer-expires`). */
export const offerValidityDays = 30;

export type OpportunityState = {
  status: OpportunityStatus;
  /** The steps still due after consent, in `consentSteps` order; CONSENT_DENIED after a decline. */
  subStatuses: readonly OpportunitySubStatus[];
  /** The unsigned loan agreement exists (generated after the post-approval form). */
  agreementReady: boolean;
  isEsignDone: boolean;
};

/** An opportunity as an approval creates it: the offer, awaiting the borrower's answer. */
export const approvedOpportunity: OpportunityState = {
  status: 'LENDER_APPROVED',
  subStatuses: [],
  agreementReady: false,
  isEsignDone: false,
};

export type OpportunityEvent =
  | { type: 'customer-accepts'; selfEmployed: boolean }
  | { type: 'customer-declines' }
  | { type: 'pa-form-done' }
  | { type: 'udyam-fields-saved' }
  | { type: 'agreement-generated' }
  | { type: 'e-signed' }
  /** The last step: a mandate the lender can disburse on; the opportunity awaits disbursal. */
  | { type: 'mandate-registered' }
  /** The bank rejected a paper mandate operations had accepted, before the payout: set it up again. */
  | { type: 'mandate-lost' }
  /** The beneficiary's bank sent the payout back after it was made: the loan awaits disbursal again. */
  | { type: 'payout-returned' }
  | { type: 'staff-cancels' }
  /** The borrower takes back an accepted offer before it is paid out: it is simply cancelled. */
  | { type: 'customer-withdraws' }
  /** The Key Fact Statement's validity ran out before the borrower accepted. */
  | { type: 'offer-expires' }
  /** The lender's side after consent, towards disbursal. */
  | { type: 'lender-moves'; to: OpportunityStatus; by: Actor };
export type OpportunityEventType = OpportunityEvent['type'];

/** Who makes each event; a lender's move names its actor itself. */
export const eventActors: Record<Exclude<OpportunityEventType, 'lender-moves'>, Actor> = {
  'customer-accepts': 'borrower',
  'customer-declines': 'borrower',
  'pa-form-done': 'borrower',
  'udyam-fields-saved': 'borrower',
  'agreement-generated': 'system',
  'e-signed': 'borrower',
  'mandate-registered': 'system',
  'mandate-lost': 'system',
  'payout-returned': 'system',
  'staff-cancels': 'staff',
  'customer-withdraws': 'borrower',
  'offer-expires': 'system',
};

export type OpportunityMove = {
  event: OpportunityEventType;
  from: OpportunityStatus;
  to: OpportunityStatus;
  by: readonly Actor[];
};

const step = (event: OpportunityEventType): OpportunityMove => ({
  event,
  from: 'CUST_CONSENT_GIVEN',
  to: 'CUST_CONSENT_GIVEN',
  by: [eventActors[event as keyof typeof eventActors]],
});

/**
 * Every move there is. The steps after consent keep the status and clear their own sub-status.
 * CUST_CONSENT_PENDING is not entered: LENDER_APPROVED already means the offer awaits an answer.
 * A borrower who declined may still accept while the offer stands (§2.9 'Accept Loan').
 */
export const opportunityMoves: readonly OpportunityMove[] = [
  { event: 'customer-accepts', from: 'LENDER_APPROVED', to: 'CUST_CONSENT_GIVEN', by: ['borrower'] },
  { event: 'customer-accepts', from: 'CUST_NOT_INTERESTED', to: 'CUST_CONSENT_GIVEN', by: ['borrower'] },
  { event: 'customer-declines', from: 'LENDER_APPROVED', to: 'CUST_NOT_INTERESTED', by: ['borrower'] },
  step('pa-form-done'),
  step('udyam-fields-saved'),
  step('agreement-generated'),
  step('e-signed'),
  { event: 'mandate-registered', from: 'CUST_CONSENT_GIVEN', to: 'DISBURSAL_PENDING', by: ['system'] },
  { event: 'mandate-lost', from: 'DISBURSAL_PENDING', to: 'CUST_CONSENT_GIVEN', by: ['system'] },
  { event: 'payout-returned', from: 'DISBURSED', to: 'DISBURSAL_PENDING', by: ['system'] },
  { event: 'staff-cancels', from: 'LENDER_APPROVED', to: 'CANCELLED', by: ['staff'] },
  { event: 'staff-cancels', from: 'CUST_NOT_INTERESTED', to: 'CANCELLED', by: ['staff'] },
  { event: 'staff-cancels', from: 'CUST_CONSENT_GIVEN', to: 'CANCELLED', by: ['staff'] },
  { event: 'customer-withdraws', from: 'CUST_CONSENT_GIVEN', to: 'CANCELLED', by: ['borrower'] },
  { event: 'staff-cancels', from: 'DISBURSAL_PENDING', to: 'CANCELLED', by: ['staff'] },
  // The agency documentation mode's moves (spec 001 §4.1): kept for a lender whose agents
  // collect the documents; no product here enters AGENT_ASSIGNED yet (docs/decisions.md).
  { event: 'offer-expires', from: 'LENDER_APPROVED', to: 'CANCELLED', by: ['system'] },
  { event: 'offer-expires', from: 'CUST_NOT_INTERESTED', to: 'CANCELLED', by: ['system'] },
  { event: 'lender-moves', from: 'AGENT_ASSIGNED', to: 'DOC_RECEIVED_BY_AGENT', by: ['staff'] },
  { event: 'lender-moves', from: 'DOC_RECEIVED_BY_AGENT', to: 'DOC_PROCESSING', by: ['staff', 'system'] },
  { event: 'lender-moves', from: 'DOC_PROCESSING', to: 'VERIFYING_DOCS', by: ['staff', 'system'] },
  { event: 'lender-moves', from: 'VERIFYING_DOCS', to: 'RE_DOC_REQUESTED', by: ['staff'] },
  { event: 'lender-moves', from: 'VERIFYING_DOCS', to: 'DISBURSAL_PENDING', by: ['staff', 'system'] },
  { event: 'lender-moves', from: 'RE_DOC_REQUESTED', to: 'VERIFYING_DOCS', by: ['borrower', 'staff'] },
  { event: 'lender-moves', from: 'DISBURSAL_PENDING', to: 'DISBURSED', by: ['system'] },
];

export type ConsentStep = {
  subStatus: OpportunitySubStatus;
  clearedBy: OpportunityEventType;
  /** Due for a self-employed borrower only (the Udyam registration of §4.2). */
  selfEmployedOnly: boolean;
};

/** What consent makes due, in the order §4.2 takes them; each event clears its own. */
export const consentSteps: readonly ConsentStep[] = [
  { subStatus: 'PA_FORM_PENDING', clearedBy: 'pa-form-done', selfEmployedOnly: false },
  { subStatus: 'UDYAM_REG_FIELDS_PENDING', clearedBy: 'udyam-fields-saved', selfEmployedOnly: true },
  { subStatus: 'SHUBHSIGN_PENDING', clearedBy: 'e-signed', selfEmployedOnly: false },
  { subStatus: 'REPAY_INST_PENDING', clearedBy: 'mandate-registered', selfEmployedOnly: false },
];

export function stepsDueOnConsent(selfEmployed: boolean): OpportunitySubStatus[] {
  return consentSteps.filter((s) => selfEmployed || !s.selfEmployedOnly).map((s) => s.subStatus);
}

export type OpportunityRefusalCode =
  | 'CONSENT_ALREADY_MARKED'
  | 'NOT_FROM_STATUS'
  | 'ACTOR_NOT_ALLOWED'
  | 'STEP_NOT_DUE'
  | 'EARLIER_STEP_PENDING'
  | 'AGREEMENT_NOT_READY'
  | 'STEPS_PENDING';

export type OpportunityMoveResult =
  | { ok: true; state: OpportunityState; move: OpportunityMove }
  | { ok: false; code: OpportunityRefusalCode; reason: string };

const refuse = (code: OpportunityRefusalCode, reason: string): OpportunityMoveResult => ({
  ok: false,
  code,
  reason,
});

const consentAnswered: readonly OpportunityStatus[] = opportunityStatuses.filter(
  (s) => s !== 'LENDER_APPROVED' && s !== 'CUST_CONSENT_PENDING' && s !== 'CANCELLED',
);

export const actorOf = (event: OpportunityEvent): Actor =>
  event.type === 'lender-moves' ? event.by : eventActors[event.type];

/** The step an event clears, when it must be due now and every earlier step cleared. */
function checkStep(current: OpportunityState, event: OpportunityEventType): OpportunityMoveResult | null {
  // The agreement is generated within the e-sign step: due with it, but it clears nothing.
  const clearing = event === 'agreement-generated' ? 'e-signed' : event;
  const index = consentSteps.findIndex((s) => s.clearedBy === clearing);
  const own = consentSteps[index];
  if (!own) return null;
  if (!current.subStatuses.includes(own.subStatus))
    return refuse('STEP_NOT_DUE', `${own.subStatus} is not due`);
  const earlier = consentSteps.slice(0, index).find((s) => current.subStatuses.includes(s.subStatus));
  if (earlier) return refuse('EARLIER_STEP_PENDING', `${earlier.subStatus} comes first`);
  if (event === 'agreement-generated' && current.agreementReady) {
    return refuse('STEP_NOT_DUE', 'the agreement is already generated');
  }
  if (event === 'e-signed' && !current.agreementReady) {
    return refuse('AGREEMENT_NOT_READY', 'there is no agreement to sign yet');
  }
  return null;
}

function apply(current: OpportunityState, event: OpportunityEvent, to: OpportunityStatus): OpportunityState {
  const clear = (subStatus: OpportunitySubStatus) => current.subStatuses.filter((s) => s !== subStatus);
  switch (event.type) {
    case 'customer-accepts':
      return { ...current, status: to, subStatuses: stepsDueOnConsent(event.selfEmployed) };
    case 'customer-declines':
      return { ...current, status: to, subStatuses: ['CONSENT_DENIED'] };
    case 'pa-form-done':
      return { ...current, subStatuses: clear('PA_FORM_PENDING') };
    case 'udyam-fields-saved':
      return { ...current, subStatuses: clear('UDYAM_REG_FIELDS_PENDING') };
    case 'agreement-generated':
      return { ...current, agreementReady: true };
    case 'e-signed':
      return { ...current, subStatuses: clear('SHUBHSIGN_PENDING'), isEsignDone: true };
    case 'mandate-registered':
      return { ...current, status: to, subStatuses: clear('REPAY_INST_PENDING') };
    case 'mandate-lost':
      return { ...current, status: to, subStatuses: ['REPAY_INST_PENDING'] };
    case 'payout-returned':
    case 'staff-cancels':
    case 'customer-withdraws':
    case 'offer-expires':
    case 'lender-moves':
      return { ...current, status: to, subStatuses: [] };
  }
}

/**
 * The state after `event`, or why it may not happen now. A business refusal is an answer, never
 * a throw: the server turns it into its error (e.g. 'Consent is already marked', §4.4).
 */
export function moveOpportunity(current: OpportunityState, event: OpportunityEvent): OpportunityMoveResult {
  const by = actorOf(event);
  const isAnswer = event.type === 'customer-accepts' || event.type === 'customer-declines';
  if (isAnswer && consentAnswered.includes(current.status)) {
    const declinedNowAccepting =
      current.status === 'CUST_NOT_INTERESTED' && event.type === 'customer-accepts';
    if (!declinedNowAccepting) return refuse('CONSENT_ALREADY_MARKED', 'Consent is already marked');
  }
  const rows = opportunityMoves.filter(
    (m) =>
      m.event === event.type &&
      m.from === current.status &&
      (event.type !== 'lender-moves' || m.to === event.to),
  );
  const row = rows[0];
  if (!row) return refuse('NOT_FROM_STATUS', `${event.type} cannot happen in ${current.status}`);
  if (!row.by.includes(by)) return refuse('ACTOR_NOT_ALLOWED', `${event.type} is not for ${by}`);
  const stepRefusal = checkStep(current, event.type);
  if (stepRefusal) return stepRefusal;
  if (event.type === 'lender-moves' && current.subStatuses.length > 0) {
    return refuse('STEPS_PENDING', `${current.subStatuses.join(', ')} still due`);
  }
  return { ok: true, state: apply(current, event, row.to), move: row };
}

/** For callers holding a status table check: the status move a row makes is always allowed. */
export const rowAllowedByStatusTable = (move: OpportunityMove): boolean =>
  move.from === move.to || move.by.every((actor) => canMoveOpportunity(move.from, move.to, actor));
