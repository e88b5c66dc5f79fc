/** What a partner link told the app, passed on to the website (never the session token). */
type LinkDetails = { utmSource?: string; redirect?: string; currentEmployer?: string; loanId?: string };

/**
 * The website's loan application address (spec 000 §2.4), with the partner link's details as a
 * query string so the website knows where the borrower came from. The session token stays out of
 * the address: addresses end up in logs and referrers, and the website signs the borrower in itself.
 */
export function websiteLoanApplicationUrl(websiteUrl: string, details: LinkDetails): string {
  const query = new URLSearchParams();
  const pairs: Array<[string, string | undefined]> = [
    ['utm_source', details.utmSource],
    ['redirect', details.redirect],
    ['currentEmployer', details.currentEmployer],
    ['loanId', details.loanId],
  ];
  for (const [key, value] of pairs) if (value) query.set(key, value);
  const search = query.toString();
  return `${websiteUrl}/loan-application${search ? `?${search}` : ''}`;
}
