/**
 * What an application in INCOMPLETE_INFO waits for (spec 000 §2.5, §4.2): each sub-status names a
 * missing or doubtful item, and each correction screen settles some of them. The underwriting
 * rules, the console's "ask for information" and the borrower's correction list all read this
 * one table.
 */

export const incompleteInfoScreens = [
  'bank-statement',
  'selfie-unclear',
  'pan-unclear',
  'documents',
  'work-details',
  'residence-address',
  'digilocker-okyc',
  'okyc',
  'loan-request',
  'bank-details',
  'references',
  'kyc',
] as const;
export type IncompleteInfoScreen = (typeof incompleteInfoScreens)[number];

/**
 * Sub-status to screen (spec 000 §4.2). The spec's "Profile update" row has no route of its own:
 * a work e-mail mismatch is corrected on the work details screen and an incomplete permanent
 * address on the residence address screen (docs/decisions.md). The references sub-status is not
 * named by the spec; ours is REFERENCES_INCOMPLETE. The spec lists BANK_DETAILS_INCOMPLETE under
 * the loan request, whose screen asks no bank account: it opens the bank details screen, which
 * asks both accounts (docs/decisions.md).
 */
export const subStatusScreens = {
  BS_6M_MISSING: 'bank-statement',
  BS_SALARY_MISSING: 'bank-statement',
  BS_NET_BANKING: 'bank-statement',
  BS_PDF_NET_AA: 'bank-statement',
  BS_NET_PDF: 'bank-statement',
  SELFIE_UNCLEAR: 'selfie-unclear',
  PAN_UNCLEAR: 'pan-unclear',
  LATEST_PAYSLIP_MISSING: 'documents',
  SOA_MISSING: 'documents',
  BUSINESS_PROOF_MISSING: 'documents',
  WORK_EMAIL_MISMATCH: 'work-details',
  PERM_ADDR_INCOMPLETE: 'residence-address',
  WORK_ADDR_MISMATCH: 'work-details',
  WORK_ADDR_INCOMPLETE: 'work-details',
  RESI_ADDR_MISMATCH: 'residence-address',
  RESI_ADDR_INCOMPLETE: 'residence-address',
  DIGILOCKER_OKYC: 'digilocker-okyc',
  AADHAAR_OKYC: 'okyc',
  BANK_DETAILS_INCOMPLETE: 'bank-details',
  LOAN_REQUEST_INCOMPLETE: 'loan-request',
  NACH_BANK_DETAILS: 'bank-details',
  DISBURSAL_BANK_DETAILS: 'bank-details',
  REFERENCES_INCOMPLETE: 'references',
  AADHAAR_UNCLEAR: 'kyc',
  CURR_ADDR_PROOF_UNCLEAR: 'kyc',
} as const satisfies Record<string, IncompleteInfoScreen>;

export type IncompleteInfoSubStatus = keyof typeof subStatusScreens;

/** What a correction gives: a part of the profile, a bank account, a document, or a flow's result. */
export type CorrectionItem =
  | 'address'
  | 'permAddress'
  | 'workAddress'
  | 'workEmail'
  | 'employer'
  | 'loanRequest'
  | 'bankAccount.NACH'
  | 'bankAccount.DISBURSAL'
  | 'references'
  | 'document.SELFIE'
  | 'document.PAN'
  | 'document.PAY_SLIP'
  | 'document.BANK_STMT'
  | 'document.BUSINESS_PROOF'
  | 'bankStatement'
  | 'kyc';

/**
 * What each screen's form asks. The other documents screen asks the document of each outstanding
 * sub-status, and the bank details screen the account of each (both for BANK_DETAILS_INCOMPLETE).
 */
export const screenAsks = {
  'bank-statement': ['bankStatement'],
  'selfie-unclear': ['document.SELFIE'],
  'pan-unclear': ['document.PAN'],
  documents: ['document.PAY_SLIP', 'document.BANK_STMT', 'document.BUSINESS_PROOF'],
  'work-details': ['employer', 'workEmail', 'workAddress'],
  'residence-address': ['address', 'permAddress'],
  'digilocker-okyc': ['kyc'],
  okyc: ['kyc'],
  'loan-request': ['loanRequest'],
  'bank-details': ['bankAccount.NACH', 'bankAccount.DISBURSAL'],
  references: ['references'],
  kyc: ['kyc'],
} as const satisfies Record<IncompleteInfoScreen, readonly CorrectionItem[]>;

/** What settles each sub-status: every item it names, given after it was asked for. */
export const subStatusNeeds = {
  BS_6M_MISSING: ['bankStatement'],
  BS_SALARY_MISSING: ['bankStatement'],
  BS_NET_BANKING: ['bankStatement'],
  BS_PDF_NET_AA: ['bankStatement'],
  BS_NET_PDF: ['bankStatement'],
  SELFIE_UNCLEAR: ['document.SELFIE'],
  PAN_UNCLEAR: ['document.PAN'],
  LATEST_PAYSLIP_MISSING: ['document.PAY_SLIP'],
  SOA_MISSING: ['document.BANK_STMT'],
  BUSINESS_PROOF_MISSING: ['document.BUSINESS_PROOF'],
  WORK_EMAIL_MISMATCH: ['workEmail'],
  PERM_ADDR_INCOMPLETE: ['permAddress'],
  WORK_ADDR_MISMATCH: ['workAddress'],
  WORK_ADDR_INCOMPLETE: ['workAddress'],
  RESI_ADDR_MISMATCH: ['address'],
  RESI_ADDR_INCOMPLETE: ['address'],
  DIGILOCKER_OKYC: ['kyc'],
  AADHAAR_OKYC: ['kyc'],
  BANK_DETAILS_INCOMPLETE: ['bankAccount.NACH', 'bankAccount.DISBURSAL'],
  LOAN_REQUEST_INCOMPLETE: ['loanRequest'],
  NACH_BANK_DETAILS: ['bankAccount.NACH'],
  DISBURSAL_BANK_DETAILS: ['bankAccount.DISBURSAL'],
  REFERENCES_INCOMPLETE: ['references'],
  AADHAAR_UNCLEAR: ['kyc'],
  CURR_ADDR_PROOF_UNCLEAR: ['kyc'],
} as const satisfies Record<IncompleteInfoSubStatus, readonly CorrectionItem[]>;

/** Every sub-status a correction screen settles, in the spec's order. */
export const incompleteInfoSubStatuses = Object.keys(subStatusScreens) as IncompleteInfoSubStatus[];

export function isIncompleteInfoSubStatus(value: string): value is IncompleteInfoSubStatus {
  return Object.hasOwn(subStatusScreens, value);
}

/** The screen that settles a sub-status. */
export function screenOf(subStatus: IncompleteInfoSubStatus): IncompleteInfoScreen {
  return subStatusScreens[subStatus];
}

export type OutstandingScreen = { screen: IncompleteInfoScreen; subStatuses: IncompleteInfoSubStatus[] };

/**
 * The correction list: one entry per screen with something outstanding, in screen order, each
 * with the sub-statuses it settles. Unknown sub-statuses (ones no screen settles) are left out.
 */
export function outstandingScreens(subStatuses: readonly string[]): OutstandingScreen[] {
  const known = subStatuses.filter(isIncompleteInfoSubStatus);
  return incompleteInfoScreens
    .map((screen) => ({ screen, subStatuses: known.filter((subStatus) => screenOf(subStatus) === screen) }))
    .filter((entry) => entry.subStatuses.length > 0);
}
