import { directoryPaths, pincodeResponseSchema } from '@kredo/contract/directory';
import { apiClient } from '../../../lib/api-client';

/** The post offices of a pincode; an unknown pincode answers 404. */
export function lookupPincode(pincode: string, signal?: AbortSignal) {
  return apiClient.get(directoryPaths.pincode.replace(':pincode', encodeURIComponent(pincode)), {
    schema: pincodeResponseSchema,
    signal,
  });
}
