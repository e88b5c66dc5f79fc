import {
  COMPANY_SEARCH_MIN_LENGTH,
  companySearchResponseSchema,
  directoryPaths,
} from '@kredo/contract/directory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

export type CompanyHit = { name: string; cin: string };

/** The query string escapes `&` and the backtick (spec 000 §7) as any URL-encoded value does. */
export async function searchCompanies(q: string, signal?: AbortSignal): Promise<CompanyHit[]> {
  const found = await apiClient.get(directoryPaths.companySearch, {
    query: { q },
    schema: companySearchResponseSchema,
    signal,
  });
  return found.data.hits.hit.map((hit) => hit.fields);
}

export function companySearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['directory', 'companies', query],
    queryFn: ({ signal }) => searchCompanies(query, signal),
    staleTime: 60_000,
  });
}

/** Companies in the registry named like `query`, searched from three characters (spec 000 §5.2). */
export function useCompanySearch(query: string) {
  return useQuery({
    ...companySearchQueryOptions(query),
    enabled: query.length >= COMPANY_SEARCH_MIN_LENGTH,
  });
}
