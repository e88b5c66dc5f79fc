/**
 * Where the borrower goes when KYC is done: a path inside this app (`/loan-application/...`),
 * never another site. Anything else is dropped, so a crafted link cannot send them away.
 */
export function safeReturnTo(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return /^[\w\-./?=&%]+$/.test(value) ? value : undefined;
}

/**
 * The address to go back to under the partner's segment: a `returnTo` made with the brand's path
 * already carries it (`/healwise/loan-application/...`) and is kept; one without gets it.
 */
export function brandedReturn(
  returnTo: string,
  segment: string | undefined,
  path: (to: string) => string,
): string {
  return segment && returnTo.startsWith(`/${segment}/`) ? returnTo : path(returnTo);
}
