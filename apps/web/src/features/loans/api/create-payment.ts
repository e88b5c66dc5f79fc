import {
  createPaymentBodySchema,
  loanPaymentPaths,
  paymentSchema,
  type CreatePaymentBody,
} from '@kredo/contract/loan-payments';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Starts a payment through the gateway; the answer carries its hosted page (`link`). */
export function createPayment(body: CreatePaymentBody) {
  return apiClient.post(loanPaymentPaths.payments, {
    body: createPaymentBodySchema.parse(body),
    schema: paymentSchema,
  });
}

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}
