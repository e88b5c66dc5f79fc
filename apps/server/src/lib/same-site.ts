const localHosts = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Whether an address the browser is sent back to is on this site (`host`, the request's Host),
 * or, when `allowLocal`, on this machine (development and the sandbox's own pages). Anything
 * else is refused rather than followed: no redirect leads a borrower away to another site.
 */
export function isSameSite(url: URL, host: string | undefined, allowLocal: boolean): boolean {
  const local = allowLocal && localHosts.includes(url.hostname);
  return ['http:', 'https:'].includes(url.protocol) && (local || url.host === host);
}

/** `isSameSite` of a text address; a malformed one is not. */
export function isSameSiteText(text: string, host: string | undefined, allowLocal: boolean): boolean {
  try {
    return isSameSite(new URL(text), host, allowLocal);
  } catch {
    return false;
  }
}
