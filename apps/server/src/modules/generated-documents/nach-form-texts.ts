/**
 * The words of NPCI's standard paper mandate, as the form prints them, and the borrower's
 * instructions below it. English only: the sponsor and destination banks process the form (and
 * verify it against their records) in English, so it is not translated.
 */
export const nachFormTexts = {
  title: 'NACH Debit Mandate Form',
  umrn: 'UMRN',
  date: 'Date',
  tick: 'Tick (✓)',
  actions: { CREATE: 'CREATE', MODIFY: 'MODIFY', CANCEL: 'CANCEL' },
  sponsorBankCode: 'Sponsor Bank Code',
  utilityCode: 'Utility Code',
  authorize: 'I/We hereby authorize',
  toDebit: 'To debit (tick ✓)',
  accountTypes: { SB: 'SB', CA: 'CA', CC: 'CC', 'SB-NRE': 'SB-NRE', 'SB-NRO': 'SB-NRO', Other: 'Other' },
  accountNumber: 'Bank a/c number',
  withBank: 'with Bank',
  ifsc: 'IFSC',
  micr: 'or MICR',
  amountInWords: 'an amount of Rupees',
  rupeeSymbol: '₹',
  frequency: 'FREQUENCY',
  frequencies: {
    MNTH: 'Mthly',
    QURT: 'Qtly',
    MIAN: 'H-Yrly',
    YEAR: 'Yrly',
    ADHO: 'As & when presented',
  },
  debitType: 'DEBIT TYPE',
  debitTypes: { FIXED: 'Fixed Amount', MAXIMUM: 'Maximum Amount' },
  reference1: 'Reference 1',
  reference2: 'Reference 2',
  phone: 'Phone No.',
  email: 'Email ID',
  charges:
    'I agree for the debit of mandate processing charges by the bank whom I am authorizing to debit my account as per latest schedule of charges of the bank.',
  period: 'PERIOD',
  from: 'From',
  to: 'To',
  or: 'Or',
  untilCancelled: 'Until Cancelled',
  primarySignature: 'Signature of Primary Account holder',
  otherSignature: 'Signature of Account holder',
  nameInBankRecords: 'Name as in bank records',
  declarations: [
    'This is to confirm that the declaration has been carefully read, understood & made by me/us. I am authorizing the User entity/Corporate to debit my account, based on the instructions as agreed and signed by me.',
    'I have understood that I am authorized to cancel/amend this mandate by appropriately communicating the cancellation/amendment request to the User entity/Corporate or the bank where I have authorized the debit.',
  ],
  instructionsHeading: 'Before you upload this form',
  instructions: [
    'Sign in the box "Signature of Primary Account holder" with the same signature your bank holds for this account. If the account needs more than one signature, each holder signs in a box and writes their name as in the bank records under it.',
    'Keep each signature inside its box. Do not overwrite, strike out, correct or alter anything printed on the form: the bank rejects a form with changes. If something is wrong, download a new form instead.',
    'Scan or photograph the whole page, flat and in good light: all four corners in the picture, nothing cut off, folded, shadowed or blurred.',
    'Upload the scan or photo in the app, in the step where you downloaded this form. We check it and send it to the bank; you will see in the app when the bank has registered the mandate.',
  ],
} as const;
