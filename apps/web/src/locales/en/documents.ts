/** Texts of the documents screens (English). */
export const documents = {
  continue: 'Continue',
  /** The documents a product asks for, by type (the server's labels, spec 000 §5.5). */
  types: {
    SELFIE: 'Selfie',
    PAN: 'PAN Card',
    PAY_SLIP: 'Latest Pay Slip',
    CURRENT_ADDRESS_PROOF: 'Current Address Proof',
    RENTAL_AGREEMENT: 'Rental Agreement',
    OFFER_LETTER: 'Offer Letter',
  },
  /** 'SELFIE REQUIRED' for a type the catalogue does not name. */
  required: '{{label}} REQUIRED',
  status: {
    uploaded: 'Uploaded',
    required: 'Required',
    optional: 'Optional',
  },
  upload: {
    upload: 'Upload',
    replace: 'Replace',
    uploading: 'Uploading…',
    wait: 'Please wait…',
    file: '{{label}} file',
    preview: '{{label}} preview',
  },
  addressProof: {
    type: 'Address Proof Type',
    types: { DL: 'Driving Licence', AADHAAR: 'Aadhaar Card', VOTER_ID: 'Voter ID', PASSPORT: 'Passport' },
    parts: { FRONT: 'Front', BACK: 'Back' },
    choose: 'Choose {{part}}',
    change: 'Change {{part}}',
    image: '{{part}} image',
  },
  kyc: {
    title: 'KYC',
    body: 'Verify your identity and address with Aadhaar, DigiLocker or a document scan.',
    complete: 'Complete KYC',
  },
  selfie: {
    take: 'Take Selfie',
    retake: 'Retake Selfie',
    title: 'Take a selfie',
    camera: 'Camera',
    picture: 'Your selfie',
    uploaded: 'Selfie uploaded',
    cancel: 'Cancel',
    capture: 'Capture',
    retakeShot: 'Retake',
    submit: 'Submit',
    submitting: 'Submitting…',
    proceed: 'Proceed',
  },
};
