/** The gold area's base path (spec 002 §2); each route takes the optional partner segment before it. */
export const goldBase = '/gold';

/** A screen of the gold area, as a route path for `brand.path`. */
export const goldPath = (screen = '') => (screen === '' ? goldBase : `${goldBase}/${screen}`);

export const goldScreens = {
  buy: '',
  delivery: 'getDelivery',
  locker: 'locker',
  orders: 'orders',
  sell: 'sellGold',
  confirmBuy: 'confirmBuy',
  confirmSell: 'confirmSell',
  orderSuccess: 'orderSuccess',
  bankDetails: 'bankDetails',
  orderDetails: 'orderDetails',
  productDetails: 'productDetails',
  deliveryAddress: 'delivery-address',
  confirmDelivery: 'confirm-delivery',
  terms: 'terms-conditions',
  orderFail: 'order-fail',
  verifiedAccount: 'verified-bank-account',
} as const;

export type GoldTab = 'buy' | 'locker' | 'delivery' | 'sell' | 'orders';

export const goldTabs: ReadonlyArray<{ tab: GoldTab; path: string }> = [
  { tab: 'buy', path: goldPath(goldScreens.buy) },
  { tab: 'locker', path: goldPath(goldScreens.locker) },
  { tab: 'delivery', path: goldPath(goldScreens.delivery) },
  { tab: 'sell', path: goldPath(goldScreens.sell) },
  { tab: 'orders', path: goldPath(goldScreens.orders) },
];

/** The main app's route the gateway returns to. */
export const paymentSuccessPath = '/payment-success';

/** An order's details screen, as View Order and the orders list open it. */
export function orderDetailsPath(order: { txnId: string; type: string }, paymentComplete = false): string {
  const query = new URLSearchParams({ transaction_id: order.txnId, txn_type: order.type });
  if (paymentComplete) query.set('paymentComplete', 'true');
  return `${goldPath(goldScreens.orderDetails)}?${query.toString()}`;
}

/** 'Order Successful' for an order, which it links to. */
export function orderSuccessPath(order: { txnId: string; type: string }): string {
  const query = new URLSearchParams({ transaction_id: order.txnId, txn_type: order.type });
  return `${goldPath(goldScreens.orderSuccess)}?${query.toString()}`;
}

/** A delivery product's screen, and the address screen after it, by the product's SKU. */
export const productPath = (sku: string) =>
  `${goldPath(goldScreens.productDetails)}?${new URLSearchParams({ sku }).toString()}`;
export const deliveryAddressPath = (sku: string) =>
  `${goldPath(goldScreens.deliveryAddress)}?${new URLSearchParams({ sku }).toString()}`;
