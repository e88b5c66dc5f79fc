/**
 * A disbursal's life, maker-checker: a staff member proposes paying a loan out; a different staff
 * member approves it, which sends the payout, or rejects it. The bank's answer pays it or fails it;
 * a payout the beneficiary's bank sends back after it was made is reversed. A rejected, failed or
 * reversed disbursal has ended: the loan can be proposed again.
 */
export const disbursalStates = ['PROPOSED', 'REJECTED', 'APPROVED', 'PAID', 'FAILED', 'REVERSED'] as const;
export type DisbursalState = (typeof disbursalStates)[number];

export const endedDisbursalStates: readonly DisbursalState[] = ['REJECTED', 'FAILED', 'REVERSED'];

export type DisbursalEvent =
  | { type: 'approve'; staffId: string }
  | { type: 'reject'; staffId: string }
  | { type: 'payout-processed' }
  | { type: 'payout-failed' }
  | { type: 'payout-reversed' };

export type DisbursalMove =
  | { kind: 'moved'; to: DisbursalState }
  /** The payout provider repeats what is already known (a late or duplicate report): nothing to do. */
  | { kind: 'stale' }
  | { kind: 'refused'; reason: 'same-staff' | 'not-proposed' | 'not-in-flight' | 'not-paid' };

const payoutOutcomes: Record<'payout-processed' | 'payout-failed' | 'payout-reversed', DisbursalState> = {
  'payout-processed': 'PAID',
  'payout-failed': 'FAILED',
  'payout-reversed': 'REVERSED',
};

/** The move `event` makes from `state` for a disbursal proposed by `proposedBy`. */
export function moveDisbursal(
  state: DisbursalState,
  proposedBy: string,
  event: DisbursalEvent,
): DisbursalMove {
  switch (event.type) {
    case 'approve':
    case 'reject':
      if (state !== 'PROPOSED') return { kind: 'refused', reason: 'not-proposed' };
      if (event.staffId === proposedBy) return { kind: 'refused', reason: 'same-staff' };
      return { kind: 'moved', to: event.type === 'approve' ? 'APPROVED' : 'REJECTED' };
    case 'payout-processed':
    case 'payout-failed': {
      const to = payoutOutcomes[event.type];
      if (state === 'APPROVED') return { kind: 'moved', to };
      // A processed payout reported after its reversal, or a failure told twice, changes nothing.
      if (state === to || state === 'REVERSED') return { kind: 'stale' };
      return { kind: 'refused', reason: 'not-in-flight' };
    }
    case 'payout-reversed':
      if (state === 'PAID') return { kind: 'moved', to: 'REVERSED' };
      if (state === 'REVERSED') return { kind: 'stale' };
      return { kind: 'refused', reason: 'not-paid' };
  }
}
