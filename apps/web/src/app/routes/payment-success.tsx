import { lazy } from 'react';
import { useSearchParams } from 'react-router';

// Each product's result is in its own area's chunk: neither pulls the other's code.
const GoldPaymentSuccess = lazy(() =>
  import('./gold').then((module) => ({ default: module.PaymentSuccessRoute })),
);
const InsurancePaymentSuccess = lazy(() =>
  import('./insurance').then((module) => ({ default: module.PaymentSuccessRoute })),
);

/**
 * The main app's /payment-success, the Payment Successful screen for EGOLD and INSURANCE (spec 002
 * §2): the `product` of its query picks the area whose result it shows.
 */
export default function PaymentSuccessRoute() {
  const product = useSearchParams()[0].get('product')?.toUpperCase();
  return product === 'INSURANCE' ? <InsurancePaymentSuccess /> : <GoldPaymentSuccess />;
}
