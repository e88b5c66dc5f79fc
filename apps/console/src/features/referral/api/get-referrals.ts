import {
  backOfficeReferralPaths,
  referralListSchema,
  type referralsQuerySchema,
} from '@kredo/contract/referral-back-office';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';

import { apiClient } from '../../../lib/api-client';

export type ReferralsFilter = z.output<typeof referralsQuerySchema>;

export function getReferrals(filter: ReferralsFilter, signal?: AbortSignal) {
  return apiClient.get(backOfficeReferralPaths.referrals, {
    query: { status: filter.status },
    schema: referralListSchema,
    signal,
  });
}

export function getReferralsQueryOptions(filter: ReferralsFilter) {
  return queryOptions({
    // Under ['referrals'], where paying a cashback now puts its new row.
    queryKey: ['referrals', filter.status ?? 'all'],
    queryFn: ({ signal }) => getReferrals(filter, signal),
  });
}

/** Referrals, newest first, all or those whose cashback is in one state (NONE: no disbursal yet). */
export function useReferrals(filter: ReferralsFilter) {
  return useQuery(getReferralsQueryOptions(filter));
}
