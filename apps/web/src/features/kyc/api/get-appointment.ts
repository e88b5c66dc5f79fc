import { appointmentQuerySchema, appointmentStateSchema, kycPaths } from '@kredo/contract/kyc';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function appointmentQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['kyc', 'appointment', userId],
    queryFn: ({ signal }) =>
      apiClient.get(kycPaths.appointment, {
        query: appointmentQuerySchema.parse({ userId }),
        schema: appointmentStateSchema,
        signal,
      }),
  });
}

/** The booked visit, if any, and the dates and slots open now. */
export function useAppointment(userId: string) {
  return useQuery(appointmentQueryOptions(userId));
}
