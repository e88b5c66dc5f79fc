import { loanPaymentPaths, paymentSchema } from '@kredo/contract/loan-payments';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getPayment(paymentId: string, signal?: AbortSignal) {
  return apiClient.get(loanPaymentPaths.payment.replace(':paymentId', encodeURIComponent(paymentId)), {
    schema: paymentSchema,
    signal,
  });
}

type PollOptions = {
  /** Asks again this long after each answer, while it returns true. */
  intervalMs: number;
  keepPolling: (payment: Awaited<ReturnType<typeof getPayment>>) => boolean;
};

/** Where a payment stands, asked again every `intervalMs` while `keepPolling` says so. */
export function usePayment(paymentId: string, { intervalMs, keepPolling }: PollOptions) {
  return useQuery({
    queryKey: ['loans', 'payment', paymentId],
    queryFn: ({ signal }) => getPayment(paymentId, signal),
    enabled: paymentId !== '',
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && keepPolling(query.state.data) ? intervalMs : false),
  });
}
