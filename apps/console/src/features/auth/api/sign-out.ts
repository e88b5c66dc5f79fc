import { staffAuthPaths } from '@kredo/contract/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '../../../lib/api-client';
import { endSession } from '../../../lib/session';

/** Ends the token on the server too; the console signs out even when that call fails. */
export async function signOut(): Promise<void> {
  try {
    await apiClient.post(staffAuthPaths.signOut);
  } finally {
    endSession('signedOut');
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOut, onSettled: () => queryClient.clear() });
}
