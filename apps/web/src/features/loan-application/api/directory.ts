import {
  companySearchResponseSchema,
  directoryPaths,
  ifscResponseSchema,
  pincodeResponseSchema,
} from '@kredo/contract/directory';
import { apiClient } from '../../../lib/api-client';

export function lookupPincode(pincode: string, signal?: AbortSignal) {
  return apiClient.get(directoryPaths.pincode.replace(':pincode', encodeURIComponent(pincode)), {
    schema: pincodeResponseSchema,
    signal,
  });
}

/** The query string escapes `&` and the backtick (spec 000 §7) as any URL-encoded value does. */
export function searchCompanies(q: string, signal?: AbortSignal) {
  return apiClient.get(directoryPaths.companySearch, {
    query: { q },
    schema: companySearchResponseSchema,
    signal,
  });
}

export function lookupIfsc(ifsc: string, signal?: AbortSignal) {
  return apiClient.get(directoryPaths.ifsc.replace(':ifsc', encodeURIComponent(ifsc)), {
    schema: ifscResponseSchema,
    signal,
  });
}
