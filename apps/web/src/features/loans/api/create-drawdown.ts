import {
  creditLinePaths,
  drawdownBodySchema,
  drawdownSchema,
  type DrawdownBody,
} from '@kredo/contract/credit-lines';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * Draws `amount` paise from the line to the borrower's bank account (spec 001 §7 `kuber/drawdown`).
 * The same `requestId` sent again draws once and answers the same drawdown.
 */
export function createDrawdown(body: DrawdownBody) {
  return apiClient.post(creditLinePaths.drawdown, {
    body: drawdownBodySchema.parse(body),
    schema: drawdownSchema,
  });
}

export function useCreateDrawdown() {
  return useMutation({ mutationFn: createDrawdown });
}
