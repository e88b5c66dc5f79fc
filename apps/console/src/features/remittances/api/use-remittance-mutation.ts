import type { Remittance } from '@kredo/contract/remittances';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A proposal or a decision: done or refused (another staff member may have decided first), the
 * due and the lists are reloaded. `submit` sends nothing while the same action is in flight and
 * then answers undefined: a double click sends once.
 */
export function useRemittanceMutation<Body>(
  mutationKey: readonly string[],
  send: (body: Body) => Promise<Remittance>,
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey,
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['remittances'] }),
  });
  const submit = async (body: Body): Promise<Remittance | undefined> => {
    if (queryClient.isMutating({ mutationKey }) > 0) return undefined;
    return mutation.mutateAsync(body);
  };
  return { mutation, submit };
}
