import { goldPaths, pincodeDetailsSchema, validatePincodeBodySchema } from '@kredo/contract/gold';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { vendorQuery } from '../lib/vendor';

export function validatePincode(pinCode: string, signal?: AbortSignal) {
  return apiClient.post(goldPaths.validatePincode, {
    query: vendorQuery,
    body: validatePincodeBodySchema.parse({ pin_code: pinCode }),
    schema: pincodeDetailsSchema,
    signal,
  });
}

/**
 * Whether the vendor delivers to a six-digit pin code, with its city and state. A read, though
 * sent as a POST: each pin code is asked once a visit, as it is typed.
 */
export function pincodeQueryOptions(pinCode: string) {
  return queryOptions({
    queryKey: ['gold', 'pincode', pinCode],
    queryFn: ({ signal }) => validatePincode(pinCode, signal),
    staleTime: Infinity,
    retry: false,
  });
}

export function usePincodeCheck(pinCode: string) {
  return useQuery({ ...pincodeQueryOptions(pinCode), enabled: /^\d{6}$/.test(pinCode) });
}
