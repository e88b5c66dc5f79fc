import {
  bookAppointmentBodySchema,
  bookAppointmentResponseSchema,
  kycPaths,
  type BookAppointmentBody,
} from '@kredo/contract/kyc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { appointmentQueryOptions } from './get-appointment';

export function bookAppointment(body: BookAppointmentBody) {
  return apiClient.post(kycPaths.appointment, {
    body: bookAppointmentBodySchema.parse(body),
    schema: bookAppointmentResponseSchema,
  });
}

/** Books the visit; the screen then shows it from the server. */
export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookAppointment,
    onSuccess: (_answer, body) => queryClient.invalidateQueries(appointmentQueryOptions(body.userId)),
  });
}
