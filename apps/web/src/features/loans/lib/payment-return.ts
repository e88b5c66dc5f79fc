import { browserStore, type KeyValueStore } from '../../../lib/storage';

const lastPaymentKey = 'kredo.loans.lastPayment';

/**
 * Where the gateway sends the browser back to: this app's result route, whose `payment_id` the
 * server fills in with the payment it creates. `appPath` carries the partner segment.
 */
export function paymentReturnUrl(appPath: string, location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}#${appPath}?payment_id=`;
}

/**
 * The payment the browser last left for the gateway's page, kept so the result screen can still
 * find it when the way back carries no id.
 */
export function rememberPayment(paymentId: string, store: KeyValueStore = browserStore()): void {
  store.setItem(lastPaymentKey, paymentId);
}

export function lastPayment(store: KeyValueStore = browserStore()): string | undefined {
  return store.getItem(lastPaymentKey) ?? undefined;
}
