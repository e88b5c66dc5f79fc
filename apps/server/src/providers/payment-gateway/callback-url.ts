import { isSameSite } from '../../lib/same-site.ts';

/**
 * The callback address with `params` added to its query, keeping what it has. The web app routes
 * by the hash (`/#/loans/pay?x=1`), so there the parameters go into the hash's own query.
 * Undefined for an address on another site: the hosted page then asks the borrower to close it
 * instead (no redirect leads away from this site).
 */
export function callbackAddress(
  callbackUrl: string,
  host: string | undefined,
  params: Record<string, string>,
): string | undefined {
  let url: URL;
  try {
    url = new URL(callbackUrl, `http://${host ?? 'localhost'}`);
  } catch {
    return undefined;
  }
  if (!isSameSite(url, host, true)) return undefined;
  if (url.hash.length > 1) {
    const fragment = url.hash.slice(1);
    const queryStart = fragment.indexOf('?');
    const route = queryStart === -1 ? fragment : fragment.slice(0, queryStart);
    const query = new URLSearchParams(queryStart === -1 ? '' : fragment.slice(queryStart + 1));
    for (const [key, value] of Object.entries(params)) query.set(key, value);
    const search = query.toString();
    url.hash = search ? `${route}?${search}` : route;
  } else {
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  }
  const path = callbackUrl.startsWith('/') && !callbackUrl.startsWith('//');
  return path ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
