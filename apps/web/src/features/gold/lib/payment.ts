import { goldVendorName, type GoldUser, type PaymentLinkBody } from '@kredo/contract/gold';
import { handOverToken, hasNativeHost } from '../../../lib/android-bridge';
import { readAccessToken } from '../../../lib/session';

export type PaidOrderType = 'BUY' | 'DELIVER';

/**
 * Where the gateway sends the browser back: this app's payment success route with the order, under
 * the brand's segment (`paymentSuccessPath`). The server refuses any other site.
 */
export function paymentReturnUrl(
  paymentSuccessPath: string,
  order: { txnId: string; type: PaidOrderType },
  location: Pick<Location, 'origin' | 'pathname'>,
): string {
  const query = new URLSearchParams({ product: 'EGOLD', transaction_id: order.txnId, txn_type: order.type });
  return `${location.origin}${location.pathname}#${paymentSuccessPath}?${query.toString()}`;
}

/** The payment link's request for an order of the gold user, paid from this app. */
export function paymentLinkBody(
  user: GoldUser,
  order: { txnId: string; type: PaidOrderType; amount: number },
  returnUrl: string,
): PaymentLinkBody {
  return {
    mobile: user.mobile_no,
    email: user.email,
    amount: order.amount,
    user_id: user.user_id,
    txn_id: order.txnId,
    vendor_id: user.vendor_id,
    txn_type: order.type,
    vendor: goldVendorName,
    name: user.name,
    platform: hasNativeHost() ? 'android' : 'web',
    return_url: returnUrl,
  };
}

/**
 * Leaves for the gateway's page in place of this one (back does not return to a paid order's
 * confirm screen). Inside the Android shell the session token and API version are handed over
 * first, so the shell keeps the session while the gateway has the page.
 */
export function leaveForPayment(paymentUrl: string): void {
  if (hasNativeHost()) handOverToken(readAccessToken());
  window.location.replace(paymentUrl);
}
