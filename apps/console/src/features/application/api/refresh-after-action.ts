import { useQueryClient } from '@tanstack/react-query';

/**
 * After an action, or a refusal (someone else may have decided first), the view, its offer, its
 * audit log and the queue are reloaded so staff see the application as it now stands.
 */
export function useRefreshAfterAction(applicationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['application', applicationId] }),
      queryClient.invalidateQueries({ queryKey: ['offer', applicationId] }),
      queryClient.invalidateQueries({ queryKey: ['audit', applicationId] }),
      queryClient.invalidateQueries({ queryKey: ['queue'] }),
    ]);
}
