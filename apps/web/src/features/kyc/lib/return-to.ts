/**
 * Where the borrower goes when KYC is done: a path inside this app (`/loan-application/...`),
 * never another site. Anything else is dropped, so a crafted link cannot send them away.
 */
export function safeReturnTo(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return /^[\w\-./?=&%]+$/.test(value) ? value : undefined;
}
