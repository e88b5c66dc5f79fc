import { goldPaths, verifiedBuySchema, verifyBuyBodySchema, type VerifyBuyBody } from '@kredo/contract/gold';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { vendorQuery } from '../lib/vendor';

/**
 * Fixes a buy at the quoted rate: the order (`txn_id`), its gold, GST and total, to be paid by
 * `pay_by`. Refused with GOLD_PAN_REQUIRED, GOLD_QUOTE_EXPIRED or GOLD_REFUSED.
 */
export function verifyBuyPrice(body: VerifyBuyBody) {
  return apiClient.post(goldPaths.verifyPrice, {
    query: vendorQuery,
    body: verifyBuyBodySchema.parse(body),
    schema: verifiedBuySchema,
  });
}

export function useVerifyBuyPrice() {
  return useMutation({ mutationFn: verifyBuyPrice });
}
