import {
  consentDeclarations,
  consentDeniedReasons,
  type ConsentDeclaration,
  type ConsentDeniedReason,
} from '@kredo/contract/consent';
import { mandateReasons } from '@kredo/domain/repayment-modes';

/**
 * Texts of the offer after approval (spec 001 §2.1-2.9): the loan details and their consent, the
 * decline, the agreement's wait and signature, and the screens that end the journey. The
 * declarations and decline reasons are the contract's English, which the record keeps as shown.
 */
export const consent = {
  loading: 'Loading your offer',
  goHome: 'Go to Homepage',
  details: {
    title: 'Your Loan Offer',
    intro: 'Read your offer and its Key Fact Statement, then accept or decline it.',
    summary: 'Offer summary',
    accept: 'Accept',
    decline: 'Decline',
    accepting: 'Accepting your offer',
    /** The marketplace-settlement consent is fixed: it cannot be unticked. */
    locked: 'Required for loans through this marketplace',
  },
  offer: {
    lender: 'Lender',
    amount: 'Loan amount',
    tenure: 'Tenure',
    tenureValue: '{{count}} {{unit}}',
    /** The tenure's unit by payment frequency (spec 001 §9). */
    units: { Daily: 'Days', Weekly: 'Weeks', Monthly: 'Months', Fortnightly: 'Fortnights' },
    paymentFrequency: 'Payment frequency',
    frequencies: { Daily: 'Daily', Weekly: 'Weekly', Monthly: 'Monthly', Fortnightly: 'Fortnightly' },
    emi: 'EMI',
    emiWithLast: '{{amount}} (last EMI {{last}})',
    interest: 'Annual interest',
    interestValue: '{{percent}}% p.a.',
    processingFee: 'Processing fee',
    plusGst: '{{amount}} + GST',
    convenienceFee: 'Convenience fee',
    dueDay: 'Due date',
    dueDayValue: '{{day}}{{suffix}} of every month',
    /** English ordinal suffixes by Intl.PluralRules' ordinal category. */
    ordinal: { one: 'st', two: 'nd', few: 'rd', other: 'th', zero: 'th', many: 'th' },
    apr: 'Annual percentage rate (APR)',
    aprValue: '{{percent}}%',
    netDisbursed: 'Amount you receive',
    totalRepayable: 'Total amount to repay',
  },
  /** A credit line's offer (its KFS has no schedule: an example drawdown instead). */
  line: {
    limit: 'Credit limit',
    period: 'You can withdraw for',
    periodValue: '{{count}} months from activation',
    interest: 'Interest',
    interestValue: '{{percent}}% a year, only on what you withdraw',
    processingFeeValue: '{{amount}} + GST, once, in your first bill',
    convenienceFeePercent: '{{percent}}% of each withdrawal (at least {{minimum}}) + GST',
    convenienceFeeFixed: '{{amount}} on each withdrawal + GST',
    billDay: 'Bill date',
    apr: 'APR (example below)',
    illustration: {
      title: 'Example: the whole limit withdrawn today',
      intro: 'If you withdraw {{amount}} today and pay each bill on its due date, your bills are:',
      bill: 'Bill',
      plusCharges: '+ fees and GST',
      totals: 'You repay {{total}} in all: {{interest}} interest and {{charges}} fees with GST.',
      note: 'A different amount, day or repayment gives a different APR. Each withdrawal’s fee is shown before you confirm it.',
    },
  },
  kfs: {
    title: 'Key Fact Statement',
    download: 'Download KFS',
    validUntil: 'This Key Fact Statement is valid until {{date}}.',
    fileName: 'key-fact-statement.pdf',
  },
  schedule: {
    title: 'Repayment schedule',
    dueDate: 'Due date',
    instalment: 'Instalment',
    /** Beneath the instalment, a line each: what it repays of the principal, then of the interest. */
    principal: 'Principal',
    plusInterest: '+ interest',
    plus: '+ {{amount}}',
    outstanding: 'Outstanding',
  },
  declarations: consentDeclarations as Record<ConsentDeclaration, string>,
  denied: {
    title: 'Decline Loan Offer',
    intro: 'Please tell us why you do not want this offer.',
    reason: 'Reason',
    reasonPlaceholder: 'Select a reason',
    reasons: consentDeniedReasons as Record<ConsentDeniedReason, string>,
    where: 'Where did you get the loan offer?',
    deny: 'Deny Loan Offer',
    acceptInstead: 'Accept Loan Offer',
  },
  loanReject: {
    title: 'You have declined this offer',
    body: 'You may still accept it while the offer stands.',
    accept: 'Accept Loan',
  },
  udyam: {
    title: 'Udyam Registration',
    intro:
      'Your lender needs your enterprise registered with Udyam. Tell us about it, then complete the registration.',
    businessSector: 'Business sector',
    enterpriseName: 'Enterprise name',
    continue: 'Continue',
    leaving: 'Taking you to the Udyam registration page…',
  },
  timerDelay: {
    title: 'Preparing your loan agreement',
    body: 'This takes up to a minute. Please stay on this page.',
    remaining: '{{count}} seconds left',
    remaining_one: '{{count}} second left',
  },
  shubhForm: {
    title: 'Sign your Loan Agreement',
    intro: 'Read your loan agreement, then sign it with the 6-digit code we sent to your mobile.',
    download: 'Download Agreement',
    fileName: 'loan-agreement.pdf',
    codeForm: 'E-sign code',
    sendCode: 'Send code',
    verify: 'Verify',
    signed: 'Your loan agreement is signed.',
  },
  /** The repayment mandate (spec 001 §2.6-2.7, §4.7); the modes' names and lines are the spec's. */
  repay: {
    title: 'Set up repayment',
    intro: 'Your agreement is signed. Choose how your EMIs will be collected from your bank account.',
    account: 'Repayment account',
    accountValue: '{{bank}}, account {{number}}',
    nachStatus: 'Mandate status',
    modesLabel: 'Ways to set up repayment',
    modes: {
      ENACH: { title: 'E-NACH', description: 'Register E-NACH via Net Banking / Debit Card' },
      Scan: { title: 'Scan & Upload', description: 'Download NACH form, sign & upload it' },
      Appointment: {
        title: 'Agent visit',
        description: 'An agent brings the NACH form, you sign it, and the agent collects it from you',
      },
    },
    tryAgain: 'Try Again',
    opening: 'Opening your bank’s page…',
    linkReady: 'Your bank’s page is ready. Register the mandate there with your Net Banking or Debit Card.',
    continueToBank: 'Continue to your bank',
    registering: 'Registering your mandate',
    registeringBody:
      'Your bank has sent us your mandate. We are registering it now; this page moves on by itself.',
    notCompleted: 'The mandate was not completed at your bank. Please choose how to set up repayment again.',
    failed: 'Your bank did not register the mandate. Please choose how to set up repayment again.',
    agentBooked: 'An agent visit is booked to collect your signed NACH form.',
    seeVisit: 'See your visit',
    otherWays: 'Choose another way',
    /** Why a mandate was rejected, by reason code (the domain's English). */
    reasons: Object.fromEntries(mandateReasons.map((reason) => [reason.code, reason.text])) as Record<
      string,
      string
    >,
    scan: {
      title: 'Scan & Upload NACH form',
      stepsLabel: 'How to set up a paper mandate',
      steps: {
        download: 'Download the NACH form: it is filled in for your loan and account.',
        print: 'Print it and sign it where marked, as you sign at your bank.',
        scan: 'Scan or photograph the whole signed form.',
        upload: 'Choose the file (pdf or image) and upload it.',
      },
      download: 'Download NACH form',
      fileName: 'nach-form.pdf',
      downloadFirst: 'Download the form first: the form you upload must be the one issued for your loan.',
      formLabel: 'Upload your signed form',
      fileInput: 'Signed NACH form',
      chosenFile: 'Chosen file',
      upload: 'Upload',
      verifying:
        'Your signed NACH form is uploaded. Our team is verifying it; this page moves on by itself once it is accepted.',
      uploadAgain: 'Please sign a new form and upload it again.',
    },
    appointment: {
      title: 'Book an agent visit',
      intro: 'Our agent brings your NACH form, you sign it, and the agent collects it.',
      formLabel: 'Agent visit',
      date: 'Date',
      slot: 'Time Slot',
      locationType: 'Where should the agent come?',
      locations: { OFFICE: 'At my office', RESIDENCE: 'At my home' },
      address: {
        house: 'House/Flat No.',
        street: 'Street',
        locality: 'Locality',
        landmark: 'Landmark',
        pincode: 'Pincode',
      },
      book: 'Book visit',
      booked: 'Your agent visit',
      agentBrings: 'Our agent will bring the NACH form for you to sign, and collect it at this visit:',
      change: 'Change visit',
    },
  },
  /** Taking back an accepted offer before the payout (ours; spec 001 has no such step). */
  withdraw: {
    action: 'Cancel this loan',
    question: 'Do you want to cancel this loan?',
    noCharge: 'You will not be charged anything.',
    confirm: 'Yes, cancel the loan',
    keep: 'Keep the loan',
  },
  complete: {
    title: 'Thank you!',
    body: 'You have completed every step of your loan offer. We will keep you updated on your loan.',
    feedback: 'Share your feedback',
    feedbackSubject: 'Feedback on my e-NACH registration',
  },
  redirection: {
    title: 'Please wait',
    body: 'We are taking you to the next step.',
    remaining: '{{count}} seconds left',
    remaining_one: '{{count}} second left',
  },
  error: {
    title: "Something's Wrong",
    body: 'Looks like something is missing',
  },
  exit: {
    title: 'Please wait',
  },
};
