import type { IncompleteInfoScreen } from '@kredo/domain/incomplete-info';

import { closeOfBusinessText } from './close-of-business-text';
import { collectionExceptionsText } from './collection-exceptions-text';
import { creditLineText } from './credit-line-text';
import { disbursalText } from './disbursal-text';
import { goldText } from './gold-text';
import { insuranceText } from './insurance-text';
import { ledgerText } from './ledger-text';
import { loanText } from './loan-text';
import { mandateText } from './mandate-text';
import { offerProgressText } from './offer-progress-text';
import { reconciliationText } from './reconciliation-text';
import { referralText } from './referral-text';
import { remittanceText } from './remittance-text';

/**
 * Every text the console shows, in one place. The console is for the lender's staff and is in
 * English only; the server's refusals arrive already worded (staffMessages in the contract).
 */
export const text = {
  appTitle: 'Kredo back office',
  genericFailure: 'Something went wrong. Please try again',
  timeout: 'The server did not answer in time. Please try again',
  network: 'The server could not be reached. Check the connection and try again',
  loading: 'Loading…',

  signIn: {
    title: 'Staff sign in',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    codeTitle: 'Two-step verification',
    codeHint: 'Enter the 6-digit code from your authenticator app',
    code: 'Authentication code',
    verify: 'Verify',
    startAgain: 'Use another account',
  },
  signOut: 'Sign out',

  queue: {
    title: 'Applications',
    all: 'All open',
    tabsLabel: 'Status',
    age: 'Waiting',
    anyAge: 'Any time',
    olderThan: (hours: number) => (hours % 24 === 0 ? `Over ${hours / 24} d` : `Over ${hours} h`),
    empty: 'No applications here',
    columns: {
      borrower: 'Borrower',
      product: 'Product',
      amount: 'Amount',
      tenure: 'Tenure',
      status: 'Status',
      age: 'Waiting',
      outcome: 'Automatic outcome',
    },
    unnamed: 'No name yet',
    notDecided: 'Not run',
  },

  application: {
    back: 'Back to the queue',
    title: (name: string | null) => name ?? 'Application',
    status: 'Status',
    subStatuses: 'Sub-statuses',
    product: 'Product',
    requested: 'Requested',
    purpose: 'Purpose',
    created: 'Created',
    statusSince: 'Status since',
    borrower: 'Borrower',
    documents: 'Documents',
    noDocuments: 'No documents uploaded',
    view: 'View',
    viewLabel: (docType: string) => `View ${docType}`,
    kyc: 'KYC',
    noKyc: 'Not done',
    statement: 'Bank statement analysis',
    noStatement: 'No statement analysed',
    bureau: 'Credit bureau',
    noBureau: 'Not fetched yet',
    noHit: 'No record at the bureau (thin file)',
    decisions: 'Decisions',
    noDecisions: 'No decision yet',
    inputs: 'Inputs and figures',
    figures: 'Figures',
    inputsJson: 'Inputs',
    offer: 'Offer',
    audit: 'Audit log',
    noAudit: 'No staff action yet',
    auditColumns: { at: 'When', staff: 'Who', action: 'Action', details: 'Details' },
    actions: 'Actions',
  },

  /** Labels of the fields the view lists, by the field's name. */
  fields: {
    name: 'Name',
    panMasked: 'PAN',
    mobileMasked: 'Mobile',
    email: 'E-mail',
    dob: 'Date of birth',
    employmentType: 'Employment',
    currentEmployer: 'Employer',
    netMonthlyIncome: 'Net monthly income',
    totalCurrentEmi: 'Current EMIs',
    address: 'Residence address',
    permAddress: 'Permanent address',
    workAddress: 'Work address',
    referencesCount: 'References',
    bankAccounts: 'Bank accounts',
    mode: 'Mode',
    verifiedAt: 'Verified',
    aadhaarLast4: 'Aadhaar (last 4)',
    nameMatchesProfile: 'Name matches profile',
    monthsCovered: 'Months covered',
    salaryCredits: 'Salary credits',
    monthlyIncome: 'Monthly income',
    averageBalance: 'Average balance',
    bouncedPayments: 'Bounced payments',
    completedAt: 'Analysed',
    score: 'Score',
    accounts: 'Accounts',
    activeAccounts: 'Active accounts',
    outstanding: 'Outstanding',
    accountsWithEmi: 'Accounts with EMI',
    monthlyEmi: 'Monthly EMI',
    overdueAccounts: 'Overdue accounts',
    enquiriesLast6Months: 'Enquiries (6 months)',
    fetchedAt: 'Fetched',
  },

  yes: 'Yes',
  no: 'No',
  none: '—',
  months: (count: number) => `${count} months`,

  offer: {
    lender: 'Lender',
    amount: 'Amount',
    tenure: 'Tenure',
    interest: 'Interest (flat, a year)',
    emi: 'EMI',
    total: 'Total repayment',
    processingFee: 'Processing fee + GST',
    convenienceFee: 'Convenience fee + GST',
    disbursed: 'Disbursed amount',
    apr: 'APR',
    dueDay: 'Due day',
    status: 'Status',
  },

  requestInformation: {
    open: 'Ask for information',
    title: 'Ask the borrower for information',
    hint: 'Choose what the borrower must correct; each item opens its correction screen.',
    note: 'Note (optional)',
    submit: 'Ask for information',
  },
  approve: {
    open: 'Approve',
    title: 'Approve with terms',
    amount: 'Amount (Rs)',
    amountHint: (min: string, max: string) => `Between ${min} and ${max}`,
    amountOutside: (min: string, max: string) => `Enter an amount between ${min} and ${max}`,
    tenure: 'Tenure (months)',
    dueDay: 'Due day',
    dueDayHint: 'Day of the month, 1 to 28',
    dueDayOutside: 'Enter a day from 1 to 28',
    note: 'Note (optional)',
    preview: 'Offer preview',
    previewUnavailable: 'Enter terms within the product to see the offer',
    submit: 'Approve',
  },
  reject: {
    open: 'Reject',
    title: 'Reject the application',
    reason: 'Reason',
    submit: 'Reject',
  },
  /** The correction screens the borrower is sent to, as the ask-for-information list groups them. */
  screens: {
    'bank-statement': 'Bank statement',
    'selfie-unclear': 'Selfie',
    'pan-unclear': 'PAN',
    documents: 'Other documents',
    'work-details': 'Work details',
    'residence-address': 'Residence address',
    'digilocker-okyc': 'DigiLocker KYC',
    okyc: 'Aadhaar OKYC',
    'loan-request': 'Loan details',
    'bank-details': 'Bank details',
    references: 'References',
    kyc: 'KYC documents',
  } satisfies Record<IncompleteInfoScreen, string>,
  resendEsignCode: {
    open: 'Resend e-sign code',
    sent: (seconds: number) => `A new code was sent to the borrower. Another can be sent after ${seconds} s.`,
  },
  cancelOffer: {
    open: 'Cancel offer',
    title: 'Cancel the offer',
    hint: 'The offer and the application are cancelled; the borrower can no longer take this loan.',
    reason: 'Reason',
    confirm: 'I understand this cannot be undone',
    confirmRequired: 'Confirm that the offer is to be cancelled',
    submit: 'Cancel offer',
  },
  cancel: 'Cancel',
  done: 'Done',

  nav: {
    label: 'Sections',
    applications: 'Applications',
    mandates: 'Mandates',
    disbursals: 'Disbursals',
    ledger: 'Ledger',
    loans: 'Loans',
    creditLines: 'Credit lines',
    gold: 'Gold',
    insurance: 'Insurance',
    referrals: 'Referrals',
    reconciliation: 'Reconciliation',
    remittances: 'Remittances',
  },

  ...offerProgressText,
  ...mandateText,
  ...disbursalText,
  ...ledgerText,
  ...loanText,
  ...closeOfBusinessText,
  ...collectionExceptionsText,
  ...creditLineText,
  ...goldText,
  ...insuranceText,
  ...referralText,
  ...reconciliationText,
  ...remittanceText,
} as const;

/** The label of a field the view lists by name; a field without one shows its own name. */
export function fieldLabel(name: string): string {
  return (text.fields as Record<string, string>)[name] ?? name;
}
