import {
  goldPaths,
  redeemDetailsSchema,
  redeemGoldBodySchema,
  type RedeemGoldBody,
} from '@kredo/contract/gold';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { vendorQuery } from '../lib/vendor';

/**
 * Orders a product delivered to an address, out of the locker's gold: the order (`txn_id`), its
 * making charges to pay by `pay_by`, and the days it takes. Refused with GOLD_REFUSED ('Not
 * deliverable', 'Out of stock', 'Insufficient gold balance').
 */
export function redeemGold(body: RedeemGoldBody) {
  return apiClient.post(goldPaths.redeemGold, {
    query: vendorQuery,
    body: redeemGoldBodySchema.parse(body),
    schema: redeemDetailsSchema,
  });
}

export function useRedeemGold() {
  return useMutation({ mutationFn: redeemGold });
}
