import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { useBrand } from '../lib/brand-context';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import { RootLayout } from './root-layout';

// Each screen is its own chunk: a visitor downloads the landing first and the rest on entry.
export const Landing = lazyWithPreload(() => import('./routes/landing'));
const MarketingLanding = lazy(() => import('./routes/marketing-landing'));
const MuiLayout = lazy(() => import('./mui-layout'));
const SignedIn = lazy(() => import('./routes/signed-in'));
const Home = lazy(() => import('./routes/home'));
const ApplicationStatus = lazy(() => import('./routes/application-status'));
const loans = () => import('./routes/loans');
const Loans = lazy(loans);
const Repayment = lazy(() => loans().then((module) => ({ default: module.RepaymentRoute })));
const Gold = lazy(() => import('./routes/gold'));
const PaymentSuccess = lazy(() => import('./routes/payment-success'));
const insurance = () => import('./routes/insurance');
const Insurance = lazy(insurance);
const InsuranceLink = lazy(() => insurance().then((module) => ({ default: module.InsuranceLinkRoute })));
const InsurancePaymentSuccess = lazy(() =>
  insurance().then((module) => ({ default: module.PaymentSuccessRoute })),
);
const CreditReport = lazy(() => import('./routes/credit-report'));
const Tips = lazy(() => import('./routes/tips'));
const Referral = lazy(() => import('./routes/referral'));
const Logout = lazy(() => import('./routes/logout'));
const Chat = lazy(() => import('./routes/chat'));
const DevOutbox = lazy(() => import('./routes/dev-outbox'));
const DevClock = lazy(() => import('./routes/dev-clock'));
const DevAndroid = lazy(() => import('./routes/dev-android'));
const NotFound = lazy(() => import('./routes/not-found'));
const UpdateEmail = lazy(() => import('./routes/update-email'));
const loanApplication = () => import('./routes/loan-application');
const LoanApplication = lazy(loanApplication);
const LoanEligibility = lazy(() =>
  loanApplication().then((module) => ({ default: module.EligibilityRoute })),
);
const DecidedApplicationGuard = lazy(() =>
  loanApplication().then((module) => ({ default: module.DecidedApplicationGuard })),
);
const LoanProducts = lazy(() => loanApplication().then((module) => ({ default: module.ProductsRoute })));
const LoanRequiredFields = lazy(() =>
  loanApplication().then((module) => ({ default: module.RequiredFieldsRoute })),
);
const LoanCategory = lazy(() => loanApplication().then((module) => ({ default: module.CategoryRoute })));
const LoanForm = lazy(() => import('./routes/application-form'));
const kyc = () => import('./routes/kyc');
const KycChooser = lazy(kyc);
const Okyc = lazy(() => kyc().then((module) => ({ default: module.OkycRoute })));
const Digilocker = lazy(() => kyc().then((module) => ({ default: module.DigilockerRoute })));
const KycScan = lazy(() => kyc().then((module) => ({ default: module.ScanRoute })));
const KycAppointment = lazy(() => kyc().then((module) => ({ default: module.AppointmentRoute })));
const bankStatement = () => import('./routes/bank-statement');
const BankStatement = lazy(bankStatement);
const BankStatementRedirect = lazy(() =>
  bankStatement().then((module) => ({ default: module.BankStatementRedirectRoute })),
);

const incompleteInfo = () => import('./routes/incomplete-info');
const IncompleteInfo = lazy(incompleteInfo);
const WorkDetails = lazy(() => incompleteInfo().then((module) => ({ default: module.WorkDetailsRoute })));
const ResidenceAddress = lazy(() =>
  incompleteInfo().then((module) => ({ default: module.ResidenceAddressRoute })),
);
const LoanRequest = lazy(() => incompleteInfo().then((module) => ({ default: module.LoanRequestRoute })));
const References = lazy(() => incompleteInfo().then((module) => ({ default: module.ReferencesRoute })));
const BankDetails = lazy(() => incompleteInfo().then((module) => ({ default: module.BankDetailsRoute })));
// The correction screens that reuse other areas' flows, one chunk each.
const CorrectionBankStatement = lazy(() => import('./routes/incomplete-info/bank-statement'));
const CorrectionStatementPdf = lazy(() => import('./routes/incomplete-info/bs-pdf-upload'));
const CorrectionSelfie = lazy(() => import('./routes/incomplete-info/selfie-unclear'));
const CorrectionPan = lazy(() => import('./routes/incomplete-info/pan-unclear'));
const CorrectionDocuments = lazy(() => import('./routes/incomplete-info/documents'));
const CorrectionOkyc = lazy(() => import('./routes/incomplete-info/okyc'));
const CorrectionDigilocker = lazy(() => import('./routes/incomplete-info/digilocker-okyc'));
const CorrectionKyc = lazy(() => import('./routes/incomplete-info/kyc'));
// The consent area's screens and routes are all in its chunk.
const Consent = lazy(() => import('./routes/consent'));

function ToHome() {
  return <Navigate to={useBrand().path('/')} replace />;
}

/** Screens that are the same whether or not someone is signed in. */
const anyoneRoutes: RouteObject[] = [
  { path: 'logout', element: <Logout /> },
  // Drawn without MUI; the spec's path takes an optional second segment, `/:id?/:id2?/updateEmail`.
  { path: 'updateEmail', element: <UpdateEmail /> },
  { path: ':id2/updateEmail', element: <UpdateEmail /> },
  {
    element: <MuiLayout />,
    children: [
      { path: 'tips', element: <Tips /> },
      { path: 'chat', element: <Chat /> },
      { path: 'dev/outbox', element: <DevOutbox /> },
      { path: 'dev/clock', element: <DevClock /> },
      { path: 'dev/android', element: <DevAndroid /> },
    ],
  },
];

/**
 * Every route takes the optional partner segment: `#/tips` and `#/healwise/tips` are the same
 * screen, `#/healwise` is HealWise's landing, and an unknown first segment is the default brand.
 */
function withPartnerSegment(children: RouteObject[]): RouteObject[] {
  return [{ path: '/:id?', element: <RootLayout />, children }];
}

export const signedOutRoutes: RouteObject[] = withPartnerSegment([
  ...anyoneRoutes,
  { index: true, element: <Landing /> },
  { path: 'login-v2', element: <Landing version="v2" /> },
  { path: 'login-v3', element: <Landing version="v3" /> },
  { path: 'sl', element: <MarketingLanding /> },
  { path: '*', element: <NotFound /> },
]);

/** With a session stored, the same paths lead into the signed-in area, behind the profile fetch. */
export const signedInRoutes: RouteObject[] = withPartnerSegment([
  ...anyoneRoutes,
  {
    element: <MuiLayout />,
    children: [
      {
        element: <SignedIn />,
        children: [
          { index: true, element: <Home /> },
          { path: 'application-status', element: <ApplicationStatus /> },
          // The login pages lead home once signed in.
          ...['sl', 'login-v2', 'login-v3'].map((path) => ({ path, element: <ToHome /> })),
          // Named so that `#/loan-application` is not read as a partner segment.
          {
            path: 'loan-application',
            element: <LoanApplication />,
            children: [
              {
                // Once the offer stands these lead to the status screen.
                element: <DecidedApplicationGuard />,
                children: [
                  { index: true, element: <LoanEligibility /> },
                  { path: 'product', element: <LoanProducts /> },
                  { path: 'application-field', element: <LoanRequiredFields /> },
                  { path: 'application-field/user-form', element: <LoanCategory /> },
                  { path: 'form', element: <LoanForm /> },
                  { path: 'form/:screen', element: <LoanForm /> },
                ],
              },
              // KYC (spec 000 §2.4): the option chooser, then each mode's screen.
              { path: 'kyc', element: <KycChooser /> },
              { path: 'kyc/okyc', element: <Okyc /> },
              { path: 'kyc/digilocker', element: <Digilocker /> },
              { path: 'kyc/scan', element: <KycScan /> },
              { path: 'kyc/appointment', element: <KycAppointment /> },
              { path: '*', element: <NotFound /> },
            ],
          },
          { path: 'bank-statement', element: <BankStatement /> },
          // The bank's pages come back here; the analyser's older name for it is kept too.
          { path: 'bank-statement/redirect', element: <BankStatementRedirect /> },
          { path: 'perfioes/redirect', element: <BankStatementRedirect /> },
          // The loans area (spec 001 §2.10): /repaymentinfo is its list too; paying a loan.
          { path: 'loans/*', element: <Loans /> },
          { path: 'repaymentinfo/*', element: <Loans /> },
          { path: 'repayment/*', element: <Repayment /> },
          // The offer after approval (spec 001 §2.1), and the main app's timer leading to its wait.
          { path: 'consent/*', element: <Consent /> },
          // Digital gold (spec 002 §2), its own chunk; the gateway returns its orders to /payment-success.
          { path: 'gold/*', element: <Gold /> },
          // The Payment Successful screen of EGOLD and INSURANCE, by the query's product.
          { path: 'payment-success', element: <PaymentSuccess /> },
          // Insurance (spec 002 §2): area one, the partner's area and the main app's payment result.
          { path: 'insurance/*', element: <Insurance /> },
          { path: 'insurance-link/*', element: <InsuranceLink /> },
          { path: 'insurancePaymentSuccess', element: <InsurancePaymentSuccess /> },
          // The credit report (spec 002 §2), its own chunk.
          { path: 'creditReport', element: <CreditReport /> },
          // The referral screen (spec 002 §2), its own chunk.
          { path: 'referralLink', element: <Referral /> },
          { path: 'timer', element: <Consent timer /> },
          {
            // The corrections an application in INCOMPLETE_INFO waits for (spec 000 §2.5, §4.2).
            path: 'incomplete-info',
            children: [
              { index: true, element: <IncompleteInfo /> },
              { path: 'bank-statement', element: <CorrectionBankStatement /> },
              { path: 'bs-pdf-upload', element: <CorrectionStatementPdf /> },
              { path: 'selfie-unclear', element: <CorrectionSelfie /> },
              { path: 'pan-unclear', element: <CorrectionPan /> },
              { path: 'work-details', element: <WorkDetails /> },
              { path: 'residence-address', element: <ResidenceAddress /> },
              { path: 'documents', element: <CorrectionDocuments /> },
              { path: 'loan-request', element: <LoanRequest /> },
              { path: 'references', element: <References /> },
              { path: 'okyc', element: <CorrectionOkyc /> },
              { path: 'digilocker-okyc', element: <CorrectionDigilocker /> },
              { path: 'bank-details', element: <BankDetails /> },
              { path: 'kyc', element: <CorrectionKyc /> },
              { path: '*', element: <NotFound /> },
            ],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
]);
