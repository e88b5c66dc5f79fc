import type { Page } from 'playwright-core';

import { creditReportScreens } from './credit-report-screens.ts';
import { creditLineOffer } from './credit-line-answers.ts';
import { creditLineScreens } from './credit-line-screens.ts';
import { goldScreens } from './gold-screens.ts';
import type { GoldVisitor } from './gold-visitors.ts';
import { insuranceScreens } from './insurance-screens.ts';
import type { InsuranceVisitor } from './insurance-visitors.ts';
import type { LoanVisitor } from './loan-borrowers.ts';
import type { OfferVisitor, OpportunityChange } from './offer-visitors.ts';
import { referralScreens } from './referral-screens.ts';

/** Who is signed in when a screen is shown (e2e/support/gallery/borrowers.ts makes each). */
export type Visitor =
  | 'nobody'
  /** Signed up with Google, mobile not verified yet. */
  | 'unverified'
  /** Every step of the form answered, documents and a statement given, not applied yet. */
  | 'applicant'
  /** Applied, and asked by the underwriter for one item of each correction screen. */
  | 'incomplete'
  /** Applied and approved by the underwriter. */
  | 'approved'
  /** At a step of the offer after approval (offer-visitors.ts). */
  | OfferVisitor
  /** With a disbursed loan, on the loans' own server (loan-borrowers.ts). */
  | LoanVisitor
  /** A gold user: registered, holding gold, or with a verified sell account (gold-visitors.ts). */
  | GoldVisitor
  /** One who bought insurance: a policy issued and one under process (insurance-visitors.ts). */
  | InsuranceVisitor;

export type Screen = {
  /** The file name's part after the number: `docs/gallery/en/07-otp.png`. */
  name: string;
  visitor: Visitor;
  /**
   * The hash route, e.g. `/loan-application/kyc`; `:loanId` and `:paymentId` stand for the
   * visitor's loan and payment (loan-borrowers.ts), `:goldOrderId` for their gold buy (gold-visitors.ts).
   */
  path: string;
  /** What the screen's hash starts with once drawn, when it is not `path` (a redirect). */
  landsOn?: string;
  /** Steps after the screen is drawn that bring it into the state to show, by language-free selectors. */
  prepare?: (page: Page) => Promise<void>;
  /**
   * The opportunity as the browser reads it, changed so: for a state the sandbox does not reach
   * by itself (offer-visitors.ts `changeOpportunity`).
   */
  opportunity?: OpportunityChange;
  /**
   * Answers some of the browser's calls in the server's place, set before the screen is opened:
   * for screens whose data the sandbox does not make yet (credit-line-answers.ts).
   */
  answers?: (page: Page) => Promise<void>;
};

const personalLoan = '?productCode=PERSONAL_LOAN';
const signInSection = 'section[aria-labelledby="sign-in-heading"]';
/** The demo borrower (README), prefilled from the link as a partner's page would. */
const demoLink = '?pan=ABCPV1234K&mobile=9876543210';

const formStep = (screen: string): Screen => ({
  name: `form-${screen}`,
  visitor: 'applicant',
  path: `/loan-application/form/${screen}${personalLoan}`,
});

const correction = (screen: string): Screen => ({
  name: `correction-${screen}`,
  visitor: 'incomplete',
  path: `/incomplete-info/${screen}`,
});

/** Every borrower screen, in the order a borrower meets them. */
export const screens: Screen[] = [
  { name: 'landing', visitor: 'nobody', path: '/' },
  { name: 'landing-v2', visitor: 'nobody', path: '/login-v2' },
  { name: 'landing-v3', visitor: 'nobody', path: '/login-v3' },
  { name: 'marketing-landing', visitor: 'nobody', path: '/sl' },
  { name: 'partner-landing', visitor: 'nobody', path: '/lendbazaar' },
  {
    name: 'dob-sign-in',
    visitor: 'nobody',
    path: '/',
    async prepare(page) {
      // The switch under the sign-in forms.
      await page.locator(`${signInSection} > button`).last().click();
      await page.locator(`${signInSection} input[name=dob]`).waitFor();
    },
  },
  {
    name: 'otp',
    visitor: 'nobody',
    path: `/${demoLink}`,
    landsOn: '/',
    async prepare(page) {
      await page.locator(`${signInSection} form button[type=submit]`).click();
      await page
        .locator(`${signInSection} input[autocomplete=one-time-code], ${signInSection} input[name=otp]`)
        .first()
        .waitFor();
    },
  },
  { name: 'update-email', visitor: 'nobody', path: '/updateEmail' },
  { name: 'not-found', visitor: 'nobody', path: '/kredo/no-such-page' },
  { name: 'mobile-verification', visitor: 'unverified', path: '/' },
  { name: 'home', visitor: 'applicant', path: '/' },
  { name: 'eligibility', visitor: 'applicant', path: '/loan-application' },
  { name: 'products', visitor: 'applicant', path: '/loan-application/product' },
  {
    name: 'required-fields',
    visitor: 'applicant',
    path: `/loan-application/application-field${personalLoan}`,
  },
  formStep('get-started'),
  formStep('personal'),
  formStep('residence'),
  formStep('education'),
  formStep('employment'),
  formStep('loan-details'),
  formStep('references'),
  formStep('assets'),
  formStep('documents'),
  formStep('bank-statement'),
  formStep('complete'),
  { name: 'kyc', visitor: 'applicant', path: `/loan-application/kyc${personalLoan}` },
  { name: 'kyc-okyc', visitor: 'applicant', path: `/loan-application/kyc/okyc${personalLoan}` },
  { name: 'kyc-digilocker', visitor: 'applicant', path: `/loan-application/kyc/digilocker${personalLoan}` },
  { name: 'kyc-scan', visitor: 'applicant', path: `/loan-application/kyc/scan${personalLoan}` },
  { name: 'kyc-appointment', visitor: 'applicant', path: `/loan-application/kyc/appointment${personalLoan}` },
  { name: 'bank-statement', visitor: 'applicant', path: '/bank-statement' },
  { name: 'loans-none', visitor: 'applicant', path: '/loans' },
  // Not applied yet: no bureau report, so no score and the way to generate one.
  { name: 'credit-report-none', visitor: 'applicant', path: '/creditReport' },
  { name: 'tips', visitor: 'applicant', path: '/tips' },
  { name: 'chat', visitor: 'applicant', path: '/chat' },
  { name: 'not-found-signed-in', visitor: 'applicant', path: '/loan-application/no-such-page' },
  { name: 'home-incomplete', visitor: 'incomplete', path: '/' },
  { name: 'application-status-incomplete', visitor: 'incomplete', path: '/application-status' },
  { name: 'incomplete-info', visitor: 'incomplete', path: '/incomplete-info' },
  correction('bank-statement'),
  // The PDF flow for the bank chosen on the screen before (HDFC).
  { ...correction('bs-pdf-upload'), path: '/incomplete-info/bs-pdf-upload?bankId=20' },
  correction('selfie-unclear'),
  correction('pan-unclear'),
  correction('documents'),
  correction('work-details'),
  correction('residence-address'),
  correction('loan-request'),
  correction('references'),
  correction('bank-details'),
  correction('okyc'),
  correction('digilocker-okyc'),
  correction('kyc'),
  // Home sends a borrower whose offer waits for an answer on to the consent area (spec 001 §2.1).
  { name: 'home-approved', visitor: 'approved', path: '/', landsOn: '/consent' },
  { name: 'consent-loan-details', visitor: 'approved', path: '/consent/loan-details' },
  // A credit line's offer: its limit, rate and fees, and the KFS's example drawdown bill by bill.
  {
    name: 'consent-credit-line-details',
    visitor: 'approved',
    path: '/consent/loan-details',
    opportunity: creditLineOffer(),
  },
  { name: 'consent-denied', visitor: 'approved', path: '/consent/denied' },
  {
    name: 'consent-denied-reason',
    visitor: 'approved',
    path: '/consent/denied',
    async prepare(page) {
      // 'Already got a loan' asks where from; Deny without it shows the message.
      await page.locator('select').selectOption('alreadyGotLoan');
      await page.locator('form button[type=submit]').click();
      await page.locator('[aria-invalid=true]').first().waitFor();
    },
  },
  { name: 'consent-redirection', visitor: 'approved', path: '/consent/redirection' },
  { name: 'consent-loan-reject', visitor: 'offer-declined', path: '/consent/loan-reject' },
  // The post-approval form, one item at a time (spec 001 §2.3).
  { name: 'consent-pa-alternate-contact', visitor: 'offer-accepted', path: '/consent/pa-form' },
  { name: 'consent-pa-disbursal-account', visitor: 'offer-disbursal-failed', path: '/consent/pa-form' },
  { name: 'consent-pa-repayment-account', visitor: 'offer-nach-failed', path: '/consent/pa-form' },
  { name: 'consent-pa-nominee', visitor: 'offer-nominee', path: '/consent/pa-form' },
  { name: 'consent-pa-selfie', visitor: 'offer-selfie', path: '/consent/pa-form' },
  { name: 'consent-pa-cheque', visitor: 'offer-cheque', path: '/consent/pa-form' },
  // The agreement is generated a few hundred ms after the form: shown as if it were still being made.
  {
    name: 'consent-timer-delay',
    visitor: 'offer-signing',
    path: '/consent/timer-delay',
    opportunity: { esignRequestId: null },
  },
  { name: 'consent-shubh-form', visitor: 'offer-signing', path: '/consent/shubh-form' },
  // The repayment step (spec 001 §2.6-2.8): the modes for the repayment account; the reason of an
  // e-NACH the bank refused; Scan & Upload before and after the upload; the agent's visit.
  { name: 'consent-repay', visitor: 'offer-signed', path: '/consent/repay' },
  { name: 'consent-repay-enach-rejected', visitor: 'offer-enach-rejected', path: '/consent/repay' },
  { name: 'consent-repay-scan', visitor: 'offer-paper-started', path: '/consent/repay/scan' },
  { name: 'consent-repay-scan-verifying', visitor: 'offer-paper-uploaded', path: '/consent/repay/scan' },
  { name: 'consent-repay-appointment', visitor: 'offer-signed', path: '/consent/repay/appointment' },
  // The e-NACH registered: the payout is awaited, and the thank-you screen asks for feedback.
  { name: 'consent-complete', visitor: 'offer-enach-active', path: '/consent/complete' },
  // Until the payout, home and My Loans say it is awaited, with the amount and the account.
  { name: 'home-awaiting-payout', visitor: 'offer-enach-active', path: '/' },
  { name: 'loans-awaiting-payout', visitor: 'offer-enach-active', path: '/loans' },
  // What the area shows a borrower without an offer.
  { name: 'consent-error', visitor: 'applicant', path: '/consent/error' },
  { name: 'application-status-approved', visitor: 'approved', path: '/application-status' },
  ...creditReportScreens,
  { name: 'loans', visitor: 'approved', path: '/loans' },
  // The loans area after the payout (spec 001 §2.10, §4.9): the list, a loan whose first EMI was
  // paid ahead and settled on its due date, its second paid in advance and its third in part, a
  // loan whose first EMI went unpaid (overdue), one foreclosed (its later EMIs foreclosed, its NOC
  // offered), the cooling-off exit (offered, chosen, taken), the overdue loan's repayment screen with the dues and a part prepayment chosen, its
  // amount typed, and the result of the EMI paid ahead at the gateway. Each details screen ends
  // with the loan's documents (the signed agreement, the KFS, the statement).
  { name: 'loans-list', visitor: 'loan-repaying', path: '/loans' },
  { name: 'loans-details', visitor: 'loan-repaying', path: '/loans/details?loan_id=:loanId' },
  { name: 'loans-details-overdue', visitor: 'loan-overdue', path: '/loans/details?loan_id=:loanId' },
  { name: 'loans-details-closed', visitor: 'loan-closed', path: '/loans/details?loan_id=:loanId' },
  // In the cooling-off period: the exit's card on loan details, the repayment screen it opens with
  // the exit chosen, and a loan the exit closed (cancelled in its cooling-off period).
  {
    name: 'loans-details-cooling-off',
    visitor: 'loan-cooling-off',
    path: '/loans/details?loan_id=:loanId',
  },
  {
    name: 'loans-repayment-cooling-off',
    visitor: 'loan-cooling-off',
    path: '/repayment?loan_id=:loanId&purpose=COOLING_OFF',
  },
  { name: 'loans-details-exited', visitor: 'loan-exited', path: '/loans/details?loan_id=:loanId' },
  {
    name: 'loans-repayment-prepayment',
    visitor: 'loan-overdue',
    path: '/repayment?loan_id=:loanId',
    async prepare(page) {
      await page.locator('input[type=radio][value=PREPAYMENT]').check();
      // Within the part prepayment's limits of a ₹30,000 loan over 9 months with one EMI due.
      await page.locator('input[name=amount]').fill('15000');
    },
  },
  { name: 'loans-payment-result', visitor: 'loan-repaying', path: '/repayment/result?payment_id=:paymentId' },
  ...creditLineScreens,
  ...goldScreens,
  ...referralScreens,
  ...insuranceScreens,
];

/** `07-otp`: the screen's place in the list and its name, the gallery's file name. */
export const fileNameOf = (screen: Screen) =>
  `${String(screens.indexOf(screen) + 1).padStart(2, '0')}-${screen.name}`;
