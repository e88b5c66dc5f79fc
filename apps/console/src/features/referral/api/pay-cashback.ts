import {
  backOfficeReferralPaths,
  referralRowSchema,
  type ReferralRow,
} from '@kredo/contract/referral-back-office';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient, pathWith } from '../../../lib/api-client';

export function payCashback(cashbackId: string) {
  return apiClient.post(pathWith(backOfficeReferralPaths.payCashback, { cashbackId }), {
    schema: referralRowSchema,
  });
}

type ReferralList = { referrals: ReferralRow[]; truncated: boolean };

/**
 * Pays one cashback now (audited). Its answer, the referral's row as it now stands, replaces the
 * row in every list that shows it, so it stays in view with its new state; the lists load afresh
 * when next opened. A double click sends once.
 */
export function usePayCashback(cashbackId: string) {
  const queryClient = useQueryClient();
  const mutationKey = ['pay-cashback', cashbackId];
  const mutation = useMutation({
    mutationKey,
    mutationFn: () => payCashback(cashbackId),
    onSuccess: (row) => {
      queryClient.setQueriesData<ReferralList>({ queryKey: ['referrals'] }, (list) =>
        list
          ? {
              ...list,
              referrals: list.referrals.map((each) => (each.referralId === row.referralId ? row : each)),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: ['referrals'], refetchType: 'none' });
    },
  });
  const submit = async (): Promise<ReferralRow | undefined> => {
    if (queryClient.isMutating({ mutationKey }) > 0) return undefined;
    return mutation.mutateAsync();
  };
  return { mutation, submit };
}
