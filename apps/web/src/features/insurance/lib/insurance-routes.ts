import type { CoverTypeCode } from '@kredo/domain/insurance-catalogue';

/**
 * The insurance areas (spec 002 §2), each route under the optional partner segment: area one at
 * /insurance (the category list at its root), the insurance partner's area at /insurance-link,
 * and the main app's payment result at /insurancePaymentSuccess (also served at /payment-success
 * with product=INSURANCE, the screen gold's orders return to).
 */
export const insuranceBase = '/insurance';
export const insuranceLinkBase = '/insurance-link';
export const insurancePaymentSuccessPath = '/insurancePaymentSuccess';

export const insuranceScreens = {
  categories: '',
  productList: 'productList',
  userDetails: 'userDetails',
  activeInsurances: 'activeInsurances',
  policies: 'policies',
  faq: 'faq',
} as const;

export const insuranceLinkScreens = {
  landing: '',
  activeInsurance: 'active-insurance',
  exit: 'exit',
  /** The variant with the banner and the New buttons. */
  explore: 'explore',
} as const;

export const insurancePath = (screen = '') => (screen === '' ? insuranceBase : `${insuranceBase}/${screen}`);
export const insuranceLinkPath = (screen = '') =>
  screen === '' ? insuranceLinkBase : `${insuranceLinkBase}/${screen}`;

/** A sub-product opened with a cover type: its product detail. */
export function productListPath(subCategory: string, coverType: CoverTypeCode): string {
  const query = new URLSearchParams({ subCategory, coverType });
  return `${insurancePath(insuranceScreens.productList)}?${query.toString()}`;
}

/** The details form of a product. */
export function userDetailsPath(productId: string): string {
  return `${insurancePath(insuranceScreens.userDetails)}?${new URLSearchParams({ productId }).toString()}`;
}

/** The 'YOUR POLICY' card of an issued order. */
export function policyPath(orderId: string): string {
  return `${insurancePath(insuranceScreens.policies)}?${new URLSearchParams({ orderId }).toString()}`;
}
