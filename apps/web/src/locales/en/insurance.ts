/**
 * Texts of the insurance screens (spec 002 §2, §5, §8, §9). The spec's quotes the server shares
 * ('Products we offer', 'Under Process', 'Your policy not yet generated, …') are the contract's
 * insurance catalogue (`messages.insurance*`); these are the screens' own words. The nominee's
 * labels are the post-approval form's (`paForm.nominee.*`). Products, covers and declarations are
 * the insurer's, shown as it sends them.
 */
export const insurance = {
  title: 'Insurance',
  myInsurances: 'My Insurances',
  categories: {
    list: 'Insurance products',
    coverTypes: 'Cover types',
    empty: 'No insurance products are offered just now. Please check again later.',
  },
  coverTypes: { INDIVIDUAL: 'Individual', FAMILY: 'Family' },
  product: {
    chooseCover: 'Cover for',
    choosePlan: 'Choose a plan',
    plan: '{{name}}: {{price}}, sum insured {{sumInsured}}',
    premium: 'Premium',
    sumInsured: 'Sum insured',
    term: 'Cover period',
    validity_one: '{{count}} month',
    validity: '{{count}} months',
    covers: 'Policy covers',
    covered: 'covered',
    notCovered: 'not covered',
    termsDownloading: 'Downloading',
    declarations: {
      agree: 'I agree to the declarations',
      read: 'Read the declarations',
      title: 'Declarations',
      close: 'Close',
      accept: 'I agree',
    },
    notFound: 'Please choose an insurance product first.',
    chooseProduct: 'Choose a product',
  },
  /** The sandbox insurer's field names and choices; another field shows the insurer's label. */
  fields: {
    name: 'Full Name (as on PAN)',
    dob: 'Date of Birth',
    gender: 'Gender',
    email: 'Email',
    mobile: 'Mobile Number',
    pan: 'PAN',
    pincode: 'Pincode',
    vaccination_certificate: 'Vaccination Certificate',
    consent_otp: 'Consent OTP',
  },
  choices: { Male: 'Male', Female: 'Female', Other: 'Other' },
  /** An OTP field: the insurer sends the code to the form's mobile. */
  otp: {
    send: 'Send OTP',
    resend: 'Resend OTP',
    resendIn: 'Resend OTP in {{time}}',
    sentTo: 'OTP sent to {{mobile}}',
  },
  /** A file field: the document is uploaded when chosen. */
  file: {
    choose: 'Upload document',
    change: 'Change document',
    uploading: 'Uploading',
    chosen: 'Uploaded file',
    allowed: 'PDF, JPG or PNG, up to 5 MB',
  },
  details: {
    errorLines: 'Why the details were not accepted',
    close: 'Close',
  },
  payment: {
    successful: 'Payment Successful',
    issuedIn24Hours: 'Your insurance will be issued in 24hrs.',
    viewOrder: 'View Order',
    checking: 'Checking your payment',
    waiting: 'Please wait while we confirm your payment.',
    failed: 'Order Failed',
    refundNote: 'Any amount deducted from your bank account will be refunded in 3-7 business days',
  },
  orders: {
    list: 'Your insurance orders',
    policies: 'Your Policies',
    validity_one: 'Valid for {{count}} month',
    validity: 'Valid for {{count}} months',
    by: 'By {{name}}',
    premium: 'Premium {{amount}}',
    downloadPolicy: 'Download Policy',
    viewPolicy: 'View Policy',
    explore: 'Explore insurance',
    confirmation_one: 'Your policy {{product}} is issued and is valid for {{count}} month.',
    confirmation: 'Your policy {{product}} is issued and is valid for {{count}} months.',
    policyNumber: 'Policy number',
    insurer: 'Insurer',
    cover: 'Cover',
    coverDates: '{{from}} to {{till}}',
    statuses: {
      PAYMENT_PENDING: 'Awaiting payment',
      FAILED: 'Not issued: any premium paid is refunded',
      CANCELLED: 'Cancelled',
      EXPIRED: 'Not paid',
    },
    cancel: {
      action: 'Cancel policy',
      title: 'Cancel this policy?',
      body: 'Within the free look period of 30 days from receiving the policy you may cancel it. The premium is refunded, less the part for the days already covered.',
      until: 'You can cancel until {{time}}.',
      confirm: 'Yes, cancel',
      keep: 'Keep policy',
    },
  },
  faq: {
    title: 'FAQs',
    link: 'FAQs',
    items: {
      cover: {
        question: 'What does the personal accident cover pay for?',
        answer:
          'Hospital bills after an accident, for a stay of more than 24 hours, up to ₹25,000, and a lump sum on accidental death or permanent disability. Illness and outpatient (OPD) treatment are not covered.',
      },
      period: {
        question: 'How long am I covered?',
        answer: 'One year from the day your policy is issued.',
      },
      cashless: {
        question: 'Is the treatment cashless?',
        answer:
          'No, claims are reimbursed. Pay the hospital, then claim through the insurer’s health helpline with your bills and discharge summary.',
      },
      family: {
        question: 'Can I cover my family?',
        answer:
          'The family cover extends the accidental death and disability benefit to your spouse and children; the hospitalisation benefit stays yours alone.',
      },
      issuance: {
        question: 'When will I get my policy?',
        answer:
          'Your insurance will be issued within 24 hours of your payment. Download it from My Insurances once it is issued.',
      },
      cancellation: {
        question: 'Can I cancel my policy?',
        answer:
          'Yes, from My Insurances, within the free look period of 30 days from receiving the policy. The premium is refunded, less the part for the days already covered.',
      },
    },
  },
  link: {
    title: 'Insurance',
    intro: 'Compare and buy insurance plans on our insurance partner’s site.',
    open: 'Explore insurance plans',
    active: 'Your active insurances',
    noneActive: 'You have no active insurance with our partner yet.',
    activeTitle: 'Active Insurance',
    policy: 'Policy {{id}}',
    exitTitle: 'Thank you',
    exitBody: 'You have left our insurance partner’s site.',
    goHome: 'Go to Home',
    banner: 'Insurance for you and your family, from trusted insurers.',
    myInsurance: 'My Insurance',
    explore: 'Explore!',
    new: 'New',
    redirecting: 'Taking you to our insurance partner…',
  },
};
