import {
  goldPaths,
  verifiedSellSchema,
  verifySellBodySchema,
  type VerifySellBody,
} from '@kredo/contract/gold';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { vendorQuery } from '../lib/vendor';

/**
 * Fixes a sell at the quoted rate: the order (`txn_id`), its gold and what it pays, to be
 * confirmed by `confirm_by`. Refused with GOLD_SELL_LIMITED, GOLD_PAN_REQUIRED, GOLD_QUOTE_EXPIRED
 * or GOLD_REFUSED.
 */
export function verifySellPrice(body: VerifySellBody) {
  return apiClient.post(goldPaths.sellVerifyPrice, {
    query: vendorQuery,
    body: verifySellBodySchema.parse(body),
    schema: verifiedSellSchema,
  });
}

export function useVerifySellPrice() {
  return useMutation({ mutationFn: verifySellPrice });
}
