import {
  bookNachAppointmentBodySchema,
  mandatePaths,
  type BookNachAppointmentBody,
} from '@kredo/contract/mandates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { nachAppointmentQueryOptions } from './get-nach-appointment';

/**
 * Books the agent's visit. The contract names no answer for it, so none is read: the visit is
 * shown from the state asked again.
 */
export function bookNachAppointment(body: BookNachAppointmentBody) {
  return apiClient.post(mandatePaths.nachAppointment, { body: bookNachAppointmentBodySchema.parse(body) });
}

export function useBookNachAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookNachAppointment,
    onSuccess: (_answer, body) =>
      queryClient.invalidateQueries(nachAppointmentQueryOptions(body.opportunityId)),
  });
}
