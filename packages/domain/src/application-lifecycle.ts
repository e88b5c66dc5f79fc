/**
 * The life of an application and of the lender's opportunity it becomes (spec 000 §4.1, spec 001
 * §4.1). The spec names the statuses but not the moves between them; these two tables are the
 * only moves there are. Every status change on the server goes through `assertApplicationMove`
 * or `assertOpportunityMove`, and docs/lifecycle.md draws both tables.
 */

export const applicationStatuses = [
  'INITIATED',
  'INCOMPLETE_INFO',
  'APPROVED',
  'CUST_CONSENT_PENDING',
  'CUST_CONSENT_GIVEN',
  'AGENT_ASSIGNED',
  'DOC_RECEIVED_BY_AGENT',
  'DOC_PROCESSING',
  'VERIFYING_DOCS',
  'RE_DOC_REQUESTED',
  'DISBURSAL_PENDING',
  'DISBURSED',
  'REJECTED',
  'CANCELLED',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** An application in one of these has ended: the borrower may apply again. */
export const closedApplicationStatuses = [
  'DISBURSED',
  'REJECTED',
  'CANCELLED',
] as const satisfies readonly ApplicationStatus[];

/**
 * An application decided and still running: the lender's offer stands on the figures it was
 * decided on. While the latest application is in one of these, the application form is not
 * offered and a profile save may not change those figures (docs/decisions.md). INCOMPLETE_INFO
 * is not here: its corrections are saves. REJECTED, CANCELLED and DISBURSED have ended: the
 * borrower may apply again.
 */
export const offerStandingStatuses = [
  'APPROVED',
  'CUST_CONSENT_PENDING',
  'CUST_CONSENT_GIVEN',
  'AGENT_ASSIGNED',
  'DOC_RECEIVED_BY_AGENT',
  'DOC_PROCESSING',
  'VERIFYING_DOCS',
  'RE_DOC_REQUESTED',
  'DISBURSAL_PENDING',
] as const satisfies readonly ApplicationStatus[];

export const isOfferStanding = (status: string | null | undefined): boolean =>
  (offerStandingStatuses as readonly (string | null | undefined)[]).includes(status);

/** Who may make a move: the automatic underwriting, a staff member, the borrower, or the system. */
export type Actor = 'underwriting' | 'staff' | 'borrower' | 'system';

export type Transition<S extends string> = { from: S; to: S; by: readonly Actor[] };

/**
 * INITIATED means "with underwriting": the automatic decision runs on entry, and an application
 * it refers to a person stays INITIATED in the staff queue until someone decides.
 */
export const applicationTransitions: readonly Transition<ApplicationStatus>[] = [
  { from: 'INITIATED', to: 'INCOMPLETE_INFO', by: ['underwriting', 'staff'] },
  { from: 'INITIATED', to: 'APPROVED', by: ['underwriting', 'staff'] },
  { from: 'INITIATED', to: 'REJECTED', by: ['underwriting', 'staff'] },
  { from: 'INITIATED', to: 'CANCELLED', by: ['borrower', 'staff'] },
  // Every requested item settled: back to underwriting.
  { from: 'INCOMPLETE_INFO', to: 'INITIATED', by: ['borrower', 'staff'] },
  { from: 'INCOMPLETE_INFO', to: 'REJECTED', by: ['staff'] },
  { from: 'INCOMPLETE_INFO', to: 'CANCELLED', by: ['borrower', 'staff', 'system'] },
  // The offer: the borrower is asked, answers, and the lender's agent collects documents.
  { from: 'APPROVED', to: 'CUST_CONSENT_PENDING', by: ['system'] },
  { from: 'APPROVED', to: 'CUST_CONSENT_GIVEN', by: ['borrower'] },
  { from: 'APPROVED', to: 'CANCELLED', by: ['borrower', 'staff', 'system'] },
  { from: 'CUST_CONSENT_PENDING', to: 'CUST_CONSENT_GIVEN', by: ['borrower'] },
  { from: 'CUST_CONSENT_PENDING', to: 'CANCELLED', by: ['borrower', 'staff', 'system'] },
  { from: 'CUST_CONSENT_GIVEN', to: 'AGENT_ASSIGNED', by: ['staff', 'system'] },
  { from: 'CUST_CONSENT_GIVEN', to: 'DOC_PROCESSING', by: ['system'] },
  // Every step done, the last being a mandate the lender accepts (spec 001 §2.6-2.7).
  { from: 'CUST_CONSENT_GIVEN', to: 'DISBURSAL_PENDING', by: ['system'] },
  { from: 'CUST_CONSENT_GIVEN', to: 'CANCELLED', by: ['staff', 'borrower'] },
  { from: 'AGENT_ASSIGNED', to: 'DOC_RECEIVED_BY_AGENT', by: ['staff'] },
  { from: 'AGENT_ASSIGNED', to: 'CANCELLED', by: ['staff'] },
  { from: 'DOC_RECEIVED_BY_AGENT', to: 'DOC_PROCESSING', by: ['staff', 'system'] },
  { from: 'DOC_PROCESSING', to: 'VERIFYING_DOCS', by: ['staff', 'system'] },
  { from: 'VERIFYING_DOCS', to: 'RE_DOC_REQUESTED', by: ['staff'] },
  { from: 'VERIFYING_DOCS', to: 'DISBURSAL_PENDING', by: ['staff', 'system'] },
  { from: 'VERIFYING_DOCS', to: 'REJECTED', by: ['staff'] },
  { from: 'RE_DOC_REQUESTED', to: 'VERIFYING_DOCS', by: ['borrower', 'staff'] },
  { from: 'RE_DOC_REQUESTED', to: 'CANCELLED', by: ['staff'] },
  { from: 'DISBURSAL_PENDING', to: 'DISBURSED', by: ['system'] },
  { from: 'DISBURSAL_PENDING', to: 'CANCELLED', by: ['staff'] },
  // The bank rejected the paper mandate it was waiting on: the borrower sets one up again.
  { from: 'DISBURSAL_PENDING', to: 'CUST_CONSENT_GIVEN', by: ['system'] },
  // The beneficiary's bank sent the payout back: the loan is paid out again.
  { from: 'DISBURSED', to: 'DISBURSAL_PENDING', by: ['system'] },
];

/** The lender's side of an approved application (spec 001 §4.1). */
export const opportunityStatuses = [
  'LENDER_APPROVED',
  'CUST_CONSENT_PENDING',
  'CUST_CONSENT_GIVEN',
  'CUST_NOT_INTERESTED',
  'AGENT_ASSIGNED',
  'DOC_RECEIVED_BY_AGENT',
  'DOC_PROCESSING',
  'VERIFYING_DOCS',
  'RE_DOC_REQUESTED',
  'DISBURSAL_PENDING',
  'DISBURSED',
  'CANCELLED',
] as const;
export type OpportunityStatus = (typeof opportunityStatuses)[number];

export const opportunityTransitions: readonly Transition<OpportunityStatus>[] = [
  { from: 'LENDER_APPROVED', to: 'CUST_CONSENT_PENDING', by: ['system'] },
  { from: 'LENDER_APPROVED', to: 'CUST_CONSENT_GIVEN', by: ['borrower'] },
  { from: 'LENDER_APPROVED', to: 'CUST_NOT_INTERESTED', by: ['borrower'] },
  { from: 'LENDER_APPROVED', to: 'CANCELLED', by: ['staff', 'system'] },
  { from: 'CUST_CONSENT_PENDING', to: 'CUST_CONSENT_GIVEN', by: ['borrower'] },
  { from: 'CUST_CONSENT_PENDING', to: 'CUST_NOT_INTERESTED', by: ['borrower'] },
  // A borrower who declined may still take the offer while it stands (spec 001 §2.9 'Accept Loan').
  { from: 'CUST_NOT_INTERESTED', to: 'CUST_CONSENT_GIVEN', by: ['borrower'] },
  { from: 'CUST_NOT_INTERESTED', to: 'CANCELLED', by: ['staff', 'system'] },
  // Before the payout: staff cancel it, or the borrower withdraws (no cooling-off needed yet).
  { from: 'CUST_CONSENT_GIVEN', to: 'CANCELLED', by: ['staff', 'borrower'] },
  // Every step done, the last being a mandate the lender accepts (spec 001 §2.6-2.7).
  { from: 'CUST_CONSENT_GIVEN', to: 'DISBURSAL_PENDING', by: ['system'] },
  { from: 'AGENT_ASSIGNED', to: 'DOC_RECEIVED_BY_AGENT', by: ['staff'] },
  { from: 'DOC_RECEIVED_BY_AGENT', to: 'DOC_PROCESSING', by: ['staff', 'system'] },
  { from: 'DOC_PROCESSING', to: 'VERIFYING_DOCS', by: ['staff', 'system'] },
  { from: 'VERIFYING_DOCS', to: 'RE_DOC_REQUESTED', by: ['staff'] },
  { from: 'VERIFYING_DOCS', to: 'DISBURSAL_PENDING', by: ['staff', 'system'] },
  { from: 'RE_DOC_REQUESTED', to: 'VERIFYING_DOCS', by: ['borrower', 'staff'] },
  { from: 'DISBURSAL_PENDING', to: 'DISBURSED', by: ['system'] },
  { from: 'DISBURSAL_PENDING', to: 'CANCELLED', by: ['staff'] },
  // The bank rejected the paper mandate it was waiting on: the borrower sets one up again.
  { from: 'DISBURSAL_PENDING', to: 'CUST_CONSENT_GIVEN', by: ['system'] },
  // The beneficiary's bank sent the payout back: the loan is paid out again.
  { from: 'DISBURSED', to: 'DISBURSAL_PENDING', by: ['system'] },
];

export class IllegalTransitionError extends Error {
  constructor(
    readonly kind: 'application' | 'opportunity',
    readonly from: string,
    readonly to: string,
    readonly by: Actor,
  ) {
    super(`${kind} cannot move from ${from} to ${to} (by ${by})`);
    this.name = 'IllegalTransitionError';
  }
}

function allows<S extends string>(table: readonly Transition<S>[], from: S, to: S, by: Actor): boolean {
  return table.some((move) => move.from === from && move.to === to && move.by.includes(by));
}

export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus, by: Actor): boolean {
  return allows(applicationTransitions, from, to, by);
}

export function assertApplicationMove(from: ApplicationStatus, to: ApplicationStatus, by: Actor): void {
  if (!canMoveApplication(from, to, by)) throw new IllegalTransitionError('application', from, to, by);
}

export function canMoveOpportunity(from: OpportunityStatus, to: OpportunityStatus, by: Actor): boolean {
  return allows(opportunityTransitions, from, to, by);
}

export function assertOpportunityMove(from: OpportunityStatus, to: OpportunityStatus, by: Actor): void {
  if (!canMoveOpportunity(from, to, by)) throw new IllegalTransitionError('opportunity', from, to, by);
}

/** Where an application can go next, and who may take it there (the console offers only these). */
export function nextApplicationStatuses(from: ApplicationStatus, by: Actor): ApplicationStatus[] {
  return applicationTransitions
    .filter((move) => move.from === from && move.by.includes(by))
    .map((move) => move.to);
}
