import {
  approvedOpportunity,
  moveOpportunity,
  opportunityMoves,
  type OpportunityEvent,
  type OpportunityState,
} from './opportunity-lifecycle.ts';

/** Every event there is: each lender move with each of its actors, and a few actors it refuses. */
export const everyOpportunityEvent: readonly OpportunityEvent[] = [
  { type: 'customer-accepts', selfEmployed: false },
  { type: 'customer-accepts', selfEmployed: true },
  { type: 'customer-declines' },
  { type: 'pa-form-done' },
  { type: 'udyam-fields-saved' },
  { type: 'agreement-generated' },
  { type: 'e-signed' },
  { type: 'mandate-registered' },
  { type: 'mandate-lost' },
  { type: 'staff-cancels' },
  { type: 'offer-expires' },
  ...opportunityMoves
    .filter((move) => move.event === 'lender-moves')
    .flatMap((move) =>
      (['staff', 'system', 'borrower', 'underwriting'] as const).map((by): OpportunityEvent => ({
        type: 'lender-moves',
        to: move.to,
        by,
      })),
    ),
];

const keyOf = (state: OpportunityState) => JSON.stringify(state);

/** Every state some sequence of events reaches from an approval (a finite set). */
export function reachableOpportunityStates(): OpportunityState[] {
  const seen = new Map([[keyOf(approvedOpportunity), approvedOpportunity]]);
  const queue = [approvedOpportunity];
  for (let state = queue.shift(); state; state = queue.shift()) {
    for (const event of everyOpportunityEvent) {
      const result = moveOpportunity(state, event);
      if (result.ok && !seen.has(keyOf(result.state))) {
        seen.set(keyOf(result.state), result.state);
        queue.push(result.state);
      }
    }
  }
  return [...seen.values()];
}
