import type { MandateDetail } from '@kredo/contract/mandates';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';

import { getMandateQueryOptions } from './get-mandate';

export type MandateAction = MandateDetail['allowedActions'][number];

/** Every action on one mandate shares this key's prefix, so one in flight holds back the others. */
const actionKey = (mandateId: string) => ['mandate-action', mandateId];

/**
 * One action on a mandate: the server answers with the mandate as it now stands, which replaces
 * the page's copy at once; the queue's views and counts are reloaded. A refusal reloads the
 * mandate too, as someone else may have acted on it first.
 *
 * `submit` sends nothing while any action on the mandate is in flight: a double click, or a second
 * submit before the first's validation ended, would otherwise send twice before the buttons
 * re-render disabled. It answers undefined when it sent nothing.
 */
export function useMandateAction<Body>(
  mandateId: string,
  action: MandateAction,
  send: (body: Body) => Promise<MandateDetail>,
) {
  const queryClient = useQueryClient();
  const detailKey = getMandateQueryOptions(mandateId).queryKey;
  const mutation = useMutation({
    mutationKey: [...actionKey(mandateId), action],
    mutationFn: send,
    onSuccess: (detail) => {
      queryClient.setQueryData(detailKey, detail);
      void queryClient.invalidateQueries({ queryKey: ['mandates'] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: detailKey }),
  });
  const submit = async (body: Body): Promise<MandateDetail | undefined> => {
    if (queryClient.isMutating({ mutationKey: actionKey(mandateId) }) > 0) return undefined;
    return mutation.mutateAsync(body);
  };
  return { mutation, submit };
}

/** Whether an action on this mandate is in flight: every action button is disabled meanwhile. */
export function useMandateActionPending(mandateId: string): boolean {
  return useIsMutating({ mutationKey: actionKey(mandateId) }) > 0;
}
