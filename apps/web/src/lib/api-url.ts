import { apiBases, type ApiBase } from '@kredo/contract/api-bases';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

const baseEntries = Object.entries(apiBases) as [ApiBase, string][];

/**
 * Contract paths carry their same-origin base ('/api/dev/outbox'); the configured base URL for
 * that host replaces the prefix, so moving a host to its own service is a configuration change.
 */
export function resolveUrl(path: string, bases: Record<ApiBase, string>, query?: QueryParams): string {
  const match = baseEntries.find(([, prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  const url = match ? bases[match[0]] + path.slice(match[1].length) : path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${url}${url.includes('?') ? '&' : '?'}${queryString}` : url;
}
