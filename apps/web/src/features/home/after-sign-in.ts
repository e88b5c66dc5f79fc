import type { LoginMode } from '../../lib/login-mode';

export type AfterSignIn =
  { kind: 'stay' } | { kind: 'website'; url: string } | { kind: 'app'; path: '/loans' };

/**
 * Where home sends a borrower (spec 000 §2.3): a single sign-on or login v2 session, or a link
 * with redirect=loans, continues on the website's dashboard or loans page; without a website
 * configured, loans open in this app and the dashboard is this home.
 */
export function afterSignIn(
  mode: LoginMode,
  redirect: string | null,
  websiteUrl: string | undefined,
): AfterSignIn {
  const toLoans = redirect === 'loans';
  if (!toLoans && mode === 'v1') return { kind: 'stay' };
  const page = toLoans ? 'loans' : 'dashboard';
  if (websiteUrl) return { kind: 'website', url: `${websiteUrl}/${page}` };
  return toLoans ? { kind: 'app', path: '/loans' } : { kind: 'stay' };
}
