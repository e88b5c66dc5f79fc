import type { GoldTransaction } from '@kredo/contract/gold';

/** How often an order whose payment or trade is still under way is asked again. */
export const orderPollMs = 3_000;

export type OrderOutcome = 'failed' | 'paid' | 'pending';

/**
 * What a borrower back from the gateway is told: a failed order (its money refunded), a paid one
 * (the trade follows), or still waiting for the gateway's word.
 */
export function outcomeOf(order: Pick<GoldTransaction, 'status' | 'paid'>): OrderOutcome {
  if (order.status === 'FAILED') return 'failed';
  if (order.paid || order.status === 'SUCCESS') return 'paid';
  return 'pending';
}

export const isSettled = (order: Pick<GoldTransaction, 'status' | 'paid'>) => outcomeOf(order) !== 'pending';
