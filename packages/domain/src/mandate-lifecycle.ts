/**
 * A repayment mandate from the borrower's choice of mode to its registration (spec 001 §2.6-2.7,
 * §4.7; reference/lending-rules.md §3). One table of moves, like the opportunity's: the server
 * changes a mandate only through `moveMandate`, and docs/lifecycle.md draws the table.
 *
 * - E-NACH (NPCI's API e-mandate): PENDING while the borrower has the link; IN_PROCESS once they
 *   finished the bank's page and NPCI has the request; AUTHORIZED when the destination bank
 *   accepted it; ACTIVATED when NPCI registered it (the UMRN). Any of those may end REJECTED with
 *   the bank's or NPCI's reason code.
 * - Paper NACH: PENDING while the prefilled form is out; IN_PROCESS once the signed scan is
 *   uploaded and awaits operations; AUTHORIZED when operations accepted the scan and it went to
 *   the sponsor bank; ACTIVATED when the destination bank registered it. Operations reject a poor
 *   scan (REJECTED, with the paper reason), and so may the destination bank later.
 *
 * The provider's reports are the bank's truth and may skip a step or arrive out of order: a
 * report of a state the mandate has already passed changes nothing (`stale`).
 */

/** DocumentationMode of the NACH link (spec 001 §3 'NACH link response'). */
export const mandateModes = ['ENACH', 'PNACH'] as const;
export type MandateMode = (typeof mandateModes)[number];

export const mandateStatuses = [
  'PENDING',
  'IN_PROCESS',
  'AUTHORIZED',
  'ACTIVATED',
  'REJECTED',
  'CANCELLED',
] as const;
export type MandateStatus = (typeof mandateStatuses)[number];

/** The NACH status the borrower sees (spec 001 §3 enumeration, texts of §4.7). */
export const nachStatuses = ['IN_PROCESS', 'AUTHORIZED', 'ACTIVATED', 'REJECTED'] as const;
export type NachStatus = (typeof nachStatuses)[number];

/** A mandate not yet started or set aside has no NACH status to show. */
export function nachStatusOf(status: MandateStatus): NachStatus | null {
  return status === 'PENDING' || status === 'CANCELLED' ? null : status;
}

export const terminalMandateStatuses: readonly MandateStatus[] = ['ACTIVATED', 'REJECTED', 'CANCELLED'];

/** How far along each state is; a report of a state at or below the current rank is stale. */
const rank: Record<MandateStatus, number> = {
  PENDING: 0,
  IN_PROCESS: 1,
  AUTHORIZED: 2,
  ACTIVATED: 3,
  REJECTED: 3,
  CANCELLED: 3,
};

export type MandateActor = 'borrower' | 'staff' | 'provider' | 'system';

export type MandateEvent =
  /** E-NACH: the borrower finished the bank's page; NPCI has the request. */
  | { type: 'bank-submitted' }
  /** The destination bank accepted the mandate (e-NACH), or operations sent the paper to the sponsor bank. */
  | { type: 'bank-authorized' }
  /** NPCI registered the mandate under this UMRN. */
  | { type: 'registered'; umrn: string }
  | { type: 'rejected'; reasonCode: string; by: 'provider' | 'staff' }
  /** Paper: the borrower uploaded the signed form's scan. */
  | { type: 'scan-uploaded' }
  /** Paper: operations found the scan in order. */
  | { type: 'scan-accepted' }
  /** Set aside: another mode was chosen, the link lapsed, the offer ended, or operations cancelled it. */
  | { type: 'cancelled'; reason: MandateCancelReason };
export type MandateEventType = MandateEvent['type'];

export const mandateCancelReasons = ['superseded', 'link-expired', 'offer-ended', 'operations'] as const;
export type MandateCancelReason = (typeof mandateCancelReasons)[number];

export type MandateMove = {
  event: MandateEventType;
  modes: readonly MandateMode[];
  from: readonly MandateStatus[];
  to: MandateStatus;
  by: readonly MandateActor[];
};

const both = mandateModes;

/** Every move there is. */
export const mandateMoves: readonly MandateMove[] = [
  { event: 'bank-submitted', modes: ['ENACH'], from: ['PENDING'], to: 'IN_PROCESS', by: ['provider'] },
  {
    event: 'bank-authorized',
    modes: ['ENACH'],
    from: ['PENDING', 'IN_PROCESS'],
    to: 'AUTHORIZED',
    by: ['provider'],
  },
  {
    event: 'registered',
    modes: ['ENACH'],
    from: ['PENDING', 'IN_PROCESS', 'AUTHORIZED'],
    to: 'ACTIVATED',
    by: ['provider'],
  },
  { event: 'registered', modes: ['PNACH'], from: ['AUTHORIZED'], to: 'ACTIVATED', by: ['provider'] },
  {
    event: 'rejected',
    modes: ['ENACH'],
    from: ['PENDING', 'IN_PROCESS', 'AUTHORIZED'],
    to: 'REJECTED',
    by: ['provider'],
  },
  { event: 'rejected', modes: ['PNACH'], from: ['AUTHORIZED'], to: 'REJECTED', by: ['provider'] },
  { event: 'rejected', modes: ['PNACH'], from: ['IN_PROCESS'], to: 'REJECTED', by: ['staff'] },
  {
    event: 'scan-uploaded',
    modes: ['PNACH'],
    from: ['PENDING'],
    to: 'IN_PROCESS',
    by: ['borrower', 'staff'],
  },
  { event: 'scan-accepted', modes: ['PNACH'], from: ['IN_PROCESS'], to: 'AUTHORIZED', by: ['staff'] },
  // The borrower sets aside only what waits for them or a scan not yet read; a mandate a bank
  // holds is cancelled by operations or when the offer ends (`borrowerMaySupersede`).
  {
    event: 'cancelled',
    modes: both,
    from: ['PENDING'],
    to: 'CANCELLED',
    by: ['borrower', 'staff', 'system'],
  },
  {
    event: 'cancelled',
    modes: ['PNACH'],
    from: ['IN_PROCESS'],
    to: 'CANCELLED',
    by: ['borrower', 'staff', 'system'],
  },
  {
    event: 'cancelled',
    modes: ['ENACH'],
    from: ['IN_PROCESS', 'AUTHORIZED'],
    to: 'CANCELLED',
    by: ['staff', 'system'],
  },
  { event: 'cancelled', modes: ['PNACH'], from: ['AUTHORIZED'], to: 'CANCELLED', by: ['staff', 'system'] },
];

export type MandateState = { mode: MandateMode; status: MandateStatus };

export type MandateMoveResult =
  | { kind: 'moved'; status: MandateStatus; move: MandateMove }
  /** A provider's report of a state already passed: recorded, changes nothing. */
  | { kind: 'stale'; reason: string }
  | { kind: 'refused'; reason: string };

const statusAfter: Partial<Record<MandateEventType, MandateStatus>> = {
  'bank-submitted': 'IN_PROCESS',
  'bank-authorized': 'AUTHORIZED',
  registered: 'ACTIVATED',
  rejected: 'REJECTED',
};

export const mandateActorOf = (event: MandateEvent): MandateActor => {
  switch (event.type) {
    case 'rejected':
      return event.by;
    case 'scan-uploaded':
      return 'borrower';
    case 'scan-accepted':
      return 'staff';
    case 'cancelled':
      return 'system';
    default:
      return 'provider';
  }
};

/** The state after `event` by `by`, or why it changes nothing or may not happen. */
export function moveMandate(
  current: MandateState,
  event: MandateEvent,
  by: MandateActor = mandateActorOf(event),
): MandateMoveResult {
  const row = mandateMoves.find(
    (m) =>
      m.event === event.type &&
      m.modes.includes(current.mode) &&
      m.from.includes(current.status) &&
      m.by.includes(by),
  );
  if (row) return { kind: 'moved', status: row.to, move: row };
  const reported = statusAfter[event.type];
  if (by === 'provider' && reported && rank[reported] <= rank[current.status]) {
    return { kind: 'stale', reason: `${event.type} after ${current.status}` };
  }
  return {
    kind: 'refused',
    reason: `${event.type} by ${by} cannot happen to a ${current.mode} mandate in ${current.status}`,
  };
}

/**
 * The mandate that lets the lender disburse (the opportunity's REPAY_INST_PENDING clears): an
 * e-mandate once NPCI registered it; a paper mandate once operations accepted the signed form,
 * as lenders disburse on a verified physical mandate while its registration runs (decisions.md).
 */
export function mandateClearsRepaymentStep(state: MandateState): boolean {
  return state.status === 'ACTIVATED' || (state.mode === 'PNACH' && state.status === 'AUTHORIZED');
}

/**
 * Whether the borrower may set this mandate aside by choosing again: one still waiting for them,
 * or a paper scan operations have not looked at yet. Once a bank holds it, only operations may.
 */
export function borrowerMaySupersede(state: MandateState): boolean {
  return state.status === 'PENDING' || (state.mode === 'PNACH' && state.status === 'IN_PROCESS');
}
