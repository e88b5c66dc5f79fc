/**
 * The registration page's address with the `returnUrl` it sends the borrower back to: this app's
 * redirection screen (under the brand's segment), which then routes by the offer's state.
 */
export function registrationAddress(
  registrationUrl: string,
  here: Pick<Location, 'origin' | 'pathname'>,
  redirectionPath: string,
): string {
  const returnUrl = `${here.origin}${here.pathname}#${redirectionPath}`;
  const separator = registrationUrl.includes('?') ? '&' : '?';
  return `${registrationUrl}${separator}returnUrl=${encodeURIComponent(returnUrl)}`;
}
