import { insurancePaths, subscribeResultSchema, type SubscribeBody } from '@kredo/contract/insurance';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * Subscribe (spec 002 §4, §7): the product and the details form's values. SUCCESS carries the
 * gateway's payment page, FAILURE the message lines to show.
 */
export function subscribe(body: SubscribeBody) {
  return apiClient.post(insurancePaths.order, { body, schema: subscribeResultSchema });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
