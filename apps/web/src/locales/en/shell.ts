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
    slideLabel: 'Slide {{index}} of {{count}}',
    showSlide: 'Show slide {{index}}',
    tipsLink: 'Tips to improve your credit score',
  },
  slides: {
    quickApproval: 'Apply online and get a decision in minutes',
    lowInterest: 'Simple pricing: 2.5% flat interest per month',
    flexibleTenure: 'Repay in 3, 6, 9 or 12 months',
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
