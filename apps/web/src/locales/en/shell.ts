/** Texts of the app shell, the landing, logout, chat and page-not-found screens. */
export const shell = {
  header: {
    back: 'Back',
    logout: 'Logout',
    getTheApp: 'Get the app',
    logo: '{{partner}} logo',
  },
  footer: {
    copyright: '© {{year}} Kredo',
    partnership: 'In partnership with {{partner}}',
    language: 'Language',
  },
  landing: {
    offersHeading: 'What you get',
    slidesLabel: 'Highlights',
    /** What a screen reader calls the slider and each of its slides. */
    carousel: 'carousel',
    slide: 'slide',
    slideLabel: 'Slide {{index}} of {{count}}',
    showSlide: 'Show slide {{index}}',
    tipsLink: 'Tips to improve your credit score',
    coBrand: 'Powered by {{brand}}',
    /** The offer bullets, filled with the figures of the products the brand reaches. */
    bullets: {
      creditLine: 'Credit up to ₹{{lakh}} lakh',
      termLoan: 'Term loans up to ₹{{lakh}} lakh',
      flatRate: '{{percent}}% flat interest per month',
      flatRateFrom: 'Flat interest from {{percent}}% per month',
      tenuresOf: 'Tenures of {{months}} months',
      tenuresFrom: 'Tenures from {{min}} to {{max}} months',
      /** The last two of a short list of tenures: '9 and 12'. */
      lastTwo: '{{first}} and {{last}}',
    },
    /** A partner's own line above the figures. */
    taglines: {
      medicalExpenses: 'Medical expenses financed in minutes',
      salaryAdvance: 'Salary advance for new joiners',
    },
  },
  loanFacts: {
    sampleHeading: 'What a loan costs',
    sampleIntro: 'An example of a loan of {{amount}} repaid over {{months}} months.',
    principal: 'Loan amount',
    tenure: 'Tenure',
    tenureMonths: '{{count}} months',
    interest: 'Interest',
    interestFlat: '{{rate}}% flat per month',
    processingFee: 'Processing fee',
    convenienceFee: 'Convenience fee',
    feeWithGst: '{{fee}} + {{gst}} GST',
    disbursed: 'Paid into your account',
    instalment: 'Monthly instalment (EMI)',
    instalmentWithLast: '{{amount}} (last EMI {{last}})',
    totalInterest: 'Total interest',
    totalRepayable: 'Total amount to repay',
    apr: 'Annual percentage rate (APR)',
    percent: '{{rate}}%',
    aprNote:
      'The APR counts the interest and both fees with their GST, as the Key Fact Statement of such an offer states it. Your own offer shows its figures before you accept it.',
    lenderHeading: 'Loan Provided By',
    nbfc: 'A non-banking financial company registered with the Reserve Bank of India',
    bank: 'A bank licensed by the Reserve Bank of India',
    registration: 'Registration number {{number}}',
    grievance: 'Grievances',
    lenderLogo: '{{lender}} logo',
  },
  marketing: {
    headline: 'Loans that fit your month',
    lead: 'Apply from your phone in minutes. See every rupee you will repay before you sign.',
    testimonialsHeading: 'What borrowers say',
    testimonials: {
      priya: {
        quote:
          "I needed money for my mother's surgery and had it in my account the next day. The EMI is the same every month, with no surprises.",
        name: 'Priya S.',
        place: 'Pune',
      },
      rahul: {
        quote: 'Everything was online: PAN, bank statement and e-sign. I never had to visit a branch.',
        name: 'Rahul M.',
        place: 'Jaipur',
      },
      farhan: {
        quote: 'The app showed me exactly what I would repay before I accepted the offer.',
        name: 'Farhan K.',
        place: 'Lucknow',
      },
    },
    footerHeading: 'About {{brand}}',
    about:
      '{{brand}} arranges personal loans and credit lines from lenders regulated by the Reserve Bank of India. The lender decides on every application and is named on every offer.',
    lenderDisclosure: 'Loans on this page are provided by {{lender}}.',
    writeToUs: 'Write to us',
    updateEmail: 'Connect your email to the account',
  },
  slides: {
    quickApproval: 'Apply online and get a decision in minutes',
    lowInterest: 'Simple pricing: {{percent}}% flat interest per month',
    flexibleTenure: 'Repay over {{min}} to {{max}} months',
    medicalCare: 'Get treated now and pay in easy instalments',
    salaryAdvance: 'A salary advance for your first month at work',
    compareOffers: 'Compare offers from trusted lenders',
    growWealth: 'Borrow smart and keep your savings growing',
  },
  location: {
    title: 'Location Permission',
    body: 'We need your location to check that we can serve you and to keep your account safe. Please allow location access.',
    deny: 'Deny',
    accept: 'Accept',
  },
  chat: {
    title: 'Chat with us',
    body: 'Write to us and our support team will get back to you.',
  },
  notFound: {
    home: 'Go to the home page',
  },
  loading: 'Loading',
  tryAgain: 'Try again',
  close: 'Close',
  skipToContent: 'Skip to main content',
};
