import type { Disbursal } from '@kredo/contract/disbursals';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';

import { getDisbursalQueryOptions } from './get-disbursal';

export type DisbursalAction = 'approve' | 'reject' | 'refresh';

/** Every action on one disbursal shares this key's prefix, so one in flight holds back the others. */
const actionKey = (disbursalId: string) => ['disbursal-action', disbursalId];

/**
 * One decision or check on a disbursal: the server answers with the disbursal as it now stands,
 * which replaces the page's copy; the queue's views are reloaded. A refusal reloads the
 * disbursal, as another staff member may have decided first.
 *
 * `submit` sends nothing while any action on the disbursal is in flight (a double click would
 * otherwise send twice) and then answers undefined.
 */
export function useDisbursalAction<Body>(
  disbursalId: string,
  action: DisbursalAction,
  send: (body: Body) => Promise<Disbursal>,
) {
  const queryClient = useQueryClient();
  const detailKey = getDisbursalQueryOptions(disbursalId).queryKey;
  const mutation = useMutation({
    mutationKey: [...actionKey(disbursalId), action],
    mutationFn: send,
    onSuccess: (disbursal) => {
      queryClient.setQueryData(detailKey, disbursal);
      void queryClient.invalidateQueries({ queryKey: ['disbursals'] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: detailKey }),
  });
  const submit = async (body: Body): Promise<Disbursal | undefined> => {
    if (queryClient.isMutating({ mutationKey: actionKey(disbursalId) }) > 0) return undefined;
    return mutation.mutateAsync(body);
  };
  return { mutation, submit };
}

/** Whether an action on this disbursal is in flight: every action button is disabled meanwhile. */
export function useDisbursalActionPending(disbursalId: string): boolean {
  return useIsMutating({ mutationKey: actionKey(disbursalId) }) > 0;
}
