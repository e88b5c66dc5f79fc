import {
  goldPaths,
  paymentLinkBodySchema,
  paymentLinkSchema,
  type PaymentLinkBody,
} from '@kredo/contract/gold';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The gateway's page for paying a buy or a delivery's making charges. */
export function createPaymentLink(body: PaymentLinkBody) {
  return apiClient.post(goldPaths.paymentLink, {
    body: paymentLinkBodySchema.parse(body),
    schema: paymentLinkSchema,
  });
}

export function useCreatePaymentLink() {
  return useMutation({ mutationFn: createPaymentLink });
}
