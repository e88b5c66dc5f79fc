import { handOverToken, hasNativeHost } from '../../../lib/android-bridge';
import { readAccessToken } from '../../../lib/session';

/**
 * Where the gateway sends the browser back after the premium: the main app's
 * /insurancePaymentSuccess under the brand's segment (`successPath`), to which the server adds
 * the order's id. The server refuses any other site.
 */
export function paymentReturnUrl(
  successPath: string,
  location: Pick<Location, 'origin' | 'pathname'>,
): string {
  return `${location.origin}${location.pathname}#${successPath}`;
}

export const paymentPlatform = (): 'android' | 'web' => (hasNativeHost() ? 'android' : 'web');

/**
 * Leaves for the gateway's page in place of this one, so back does not return to a paid form.
 * Inside the Android shell the session token is handed over first (spec 002 §2).
 */
export function leaveForPayment(paymentUrl: string): void {
  if (hasNativeHost()) handOverToken(readAccessToken());
  window.location.replace(paymentUrl);
}
