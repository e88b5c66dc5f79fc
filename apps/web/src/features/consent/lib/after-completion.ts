import { readAggregatorDetails } from '../../../lib/aggregator-details';
import { exitWebview, notifyConsentResult } from '../../../lib/android-bridge';
import { readLoginMode } from '../../../lib/login-mode';

export type AfterCompletion = 'left-webview' | 'loans' | 'stay';

/**
 * Where the borrower goes once the offer's journey is complete (spec 001 §4.7). Inside the
 * Android app a shell of API 201 or later closes the webview and an older one is told it
 * completed. A partner's single sign-on, or `redirect=loans` (in the address, or the partner
 * link's), continues on the loans list; anyone else stays on the thank-you screen, whose 'Go to
 * Homepage' leads home.
 */
export function afterCompletion({
  isNative,
  redirect,
}: {
  isNative: boolean;
  redirect: string | null;
}): AfterCompletion {
  if (isNative && (exitWebview() || notifyConsentResult('COMPLETED'))) return 'left-webview';
  const toLoans = (redirect ?? readAggregatorDetails().redirect) === 'loans';
  return toLoans || readLoginMode() === 'SSO' ? 'loans' : 'stay';
}
