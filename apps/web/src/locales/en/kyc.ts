/** Texts of the KYC screens (spec 000 §2.4, §3.2, §4.6, §5.1, §5.5). */
export const kyc = {
  title: 'KYC',
  tryAgain: 'Try again',
  continue: 'Continue',
  options: {
    intro: 'Choose how you would like to complete your KYC.',
    label: 'KYC options',
  },
  /** How the chooser names each KYC mode (spec 000 §3.2), and what it involves. */
  modes: {
    OKYC: { title: 'Aadhaar OKYC', detail: 'Verify with an OTP sent to your Aadhaar-linked mobile' },
    KYC_DIGI_LOCKER: { title: 'Digilocker OKYC', detail: 'Share your e-Aadhaar from DigiLocker' },
    SCAN: { title: 'Scan (digital KYC)', detail: 'Upload the front and back of your address proof' },
    APPOINTMENT: {
      title: 'Appointment (physical documents)',
      detail: 'Book a visit to collect your documents',
    },
  },
  verified: {
    label: 'Your e-KYC',
    photo: 'Photo of {{name}}',
    aadhaar: 'Aadhaar XXXX XXXX {{last4}}',
    genders: { M: 'Male', F: 'Female', T: 'Transgender' },
  },
  okyc: {
    title: 'Aadhaar KYC Verification',
    aadhaarForm: 'Aadhaar',
    aadhaarNumber: 'Aadhaar Number',
    captcha: 'Captcha',
    loadingCaptcha: 'Loading captcha…',
    refreshCaptcha: 'Refresh captcha',
    refresh: 'Refresh',
    enterCaptcha: 'Enter Captcha',
    generateOtp: 'Generate OTP',
    otpForm: 'Aadhaar OTP',
    validateOtp: 'Validate OTP',
  },
  digilocker: {
    title: 'Digilocker KYC Verification',
    intro:
      'Share your e-Aadhaar from DigiLocker to complete your KYC. You will sign in to DigiLocker and allow Kredo to fetch it.',
    goToDigilocker: 'Continue to DigiLocker',
  },
  scan: {
    title: 'Scan Address Proof',
    formLabel: 'Address proof',
    intro: 'Upload the front and back of your current address proof (PDF, JPG or PNG, up to 5 MB).',
    proofType: 'Address Proof Type',
    proofTypes: {
      DL: 'Driving Licence',
      AADHAAR: 'Aadhaar Card',
      VOTER_ID: 'Voter ID',
      PASSPORT: 'Passport',
    },
    sides: { FRONT: 'Front side', BACK: 'Back side' },
    submit: 'Submit',
  },
  appointment: {
    title: 'Book an Appointment',
    booked: 'Your appointment',
    agentWillVisit: 'An agent will visit to collect your documents:',
    completeOnceCollected: 'Your KYC is complete once the agent has collected your documents.',
    change: 'Change appointment',
    formLabel: 'Appointment',
    intro: 'Book a visit by our agent to collect your physical documents.',
    date: 'Date',
    slot: 'Time Slot',
    address: {
      house: 'House/Flat No.',
      street: 'Street',
      locality: 'Locality',
      landmark: 'Landmark',
      pincode: 'Pincode',
    },
    book: 'Book Appointment',
  },
};
