import { useRoutes } from 'react-router';
import { CategoriesPage } from '../../features/insurance/components/categories-page';
import { FaqPage } from '../../features/insurance/components/faq-page';
import { LinkExplorePage } from '../../features/insurance/components/link-explore-page';
import {
  LinkActivePage,
  LinkExitPage,
  LinkLandingPage,
} from '../../features/insurance/components/link-pages';
import { MyInsurancesPage } from '../../features/insurance/components/my-insurances-page';
import { InsurancePaymentSuccessPage } from '../../features/insurance/components/payment-success-page';
import { PoliciesPage } from '../../features/insurance/components/policies-page';
import { ProductListPage } from '../../features/insurance/components/product-list-page';
import { UserDetailsPage } from '../../features/insurance/components/user-details-page';
import { insuranceLinkScreens, insuranceScreens } from '../../features/insurance/lib/insurance-routes';
import { NotFoundPage } from '../../features/shell/components/not-found-page';

/**
 * Insurance's area one (spec 002 §2) under `insurance/*`, one chunk with the partner area and the
 * payment result: the category list at its root, a product's detail, the details form, My
 * Insurances, the policies and the FAQs.
 */
export default function InsuranceRoute() {
  return useRoutes([
    { index: true, element: <CategoriesPage /> },
    { path: insuranceScreens.productList, element: <ProductListPage /> },
    { path: insuranceScreens.userDetails, element: <UserDetailsPage /> },
    { path: insuranceScreens.activeInsurances, element: <MyInsurancesPage /> },
    { path: insuranceScreens.policies, element: <PoliciesPage /> },
    { path: insuranceScreens.faq, element: <FaqPage /> },
    { path: '*', element: <NotFoundPage /> },
  ]);
}

/** The insurance partner's area (spec 002 §2) under `insurance-link/*`. */
export function InsuranceLinkRoute() {
  return useRoutes([
    { index: true, element: <LinkLandingPage /> },
    { path: insuranceLinkScreens.activeInsurance, element: <LinkActivePage /> },
    { path: insuranceLinkScreens.exit, element: <LinkExitPage /> },
    { path: insuranceLinkScreens.explore, element: <LinkExplorePage /> },
    { path: '*', element: <NotFoundPage /> },
  ]);
}

/** The main app's insurancePaymentSuccess, where the gateway returns an insurance order (spec 002 §2). */
export function PaymentSuccessRoute() {
  return <InsurancePaymentSuccessPage />;
}
