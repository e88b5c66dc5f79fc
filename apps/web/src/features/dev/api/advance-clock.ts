import { advanceClockSchema, clockStateSchema, devPaths } from '@kredo/contract/dev';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { clockQueryKey } from './get-clock';

export type AdvanceClockInput = z.input<typeof advanceClockSchema>;

export function advanceClock(input: AdvanceClockInput) {
  return apiClient.post(devPaths.clock, { body: advanceClockSchema.parse(input), schema: clockStateSchema });
}

/** Moving the clock changes every time-based answer, so all cached queries are refetched. */
export function useAdvanceClock(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: advanceClock,
    onSuccess: async (clock) => {
      queryClient.setQueryData(clockQueryKey, clock);
      await queryClient.invalidateQueries();
      options.onSuccess?.();
    },
  });
}
