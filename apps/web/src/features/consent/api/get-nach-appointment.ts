import {
  mandatePaths,
  nachAppointmentQuerySchema,
  nachAppointmentStateSchema,
} from '@kredo/contract/mandates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function nachAppointmentQueryOptions(opportunityId: string) {
  return queryOptions({
    queryKey: ['consent', 'nach-appointment', opportunityId],
    queryFn: ({ signal }) =>
      apiClient.get(mandatePaths.nachAppointment, {
        query: nachAppointmentQuerySchema.parse({ opportunityId }),
        schema: nachAppointmentStateSchema,
        signal,
      }),
  });
}

/** The agent's visit to collect the signed NACH form, if booked, and the dates and slots open now. */
export function useNachAppointment(opportunityId: string) {
  return useQuery(nachAppointmentQueryOptions(opportunityId));
}
