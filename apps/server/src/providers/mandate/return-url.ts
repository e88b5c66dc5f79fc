import { isSameSite } from '../../lib/same-site.ts';

/** The borrower's way back from the bank's pages. */
export type ReturnStatus = 'success' | 'failed' | 'cancelled' | 'timeout';

/**
 * The return address with `status` and `mandate_id` added to its query, keeping what it has.
 * The web app routes by the hash (`/#/consent/repay?x=1`), so there the parameters go into the
 * hash's own query. Undefined for an address on another site: the page then asks the borrower
 * to close it instead.
 */
export function returnAddress(
  returnUrl: string,
  host: string | undefined,
  params: { status: ReturnStatus; mandate_id: string },
): string | undefined {
  let url: URL;
  try {
    url = new URL(returnUrl, `http://${host ?? 'localhost'}`);
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
    url.hash = `${route}?${query.toString()}`;
  } else {
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  }
  const path = returnUrl.startsWith('/') && !returnUrl.startsWith('//');
  return path ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
