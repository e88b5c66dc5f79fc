/**
 * How a loan may be set up for repayment (spec 001 §2.6): which modes a product and the
 * borrower's bank allow, the terms a mandate carries, and the reasons a mandate is rejected
 * (reference/lending-rules.md §3).
 */
import { isoDate, parseIsoDate, type IsoDate } from './calendar-date.ts';
import { paise, type Paise } from './money.ts';

/** The modes of the 'Repayment' list (spec 001 §3 consentProcessMode), as the web reads them. */
export const repaymentModes = ['ENACH', 'Scan', 'Appointment'] as const;
export type RepaymentMode = (typeof repaymentModes)[number];

/** How a bank takes part in NPCI's API e-mandate, as NPCI's live bank list says. */
export type BankMandateSupport = {
  /**
   * live: on the list with at least one way to authenticate; unavailable: on the list but no way
   * is enabled now (NPCI's 486/487); none: not on the list (a paper mandate still works).
   */
  eMandate: 'live' | 'unavailable' | 'none';
  authModes: readonly ('NET_BANKING' | 'DEBIT_CARD')[];
};

/**
 * The modes the borrower is offered, in the product's order. E-NACH is left out for a bank not on
 * NPCI's list; a bank on the list whose e-mandate is down keeps it, and starting it then answers
 * that the bank is not eligible now (the snackbar of spec 001 §8). Paper works with any bank.
 */
export function repaymentModesFor(
  productModes: readonly RepaymentMode[],
  bank: BankMandateSupport,
): RepaymentMode[] {
  return productModes.filter((mode) => mode !== 'ENACH' || bank.eMandate !== 'none');
}

/** NPCI's frequency codes; ADHO ('as and when presented') is invalid for loan instalments (L001). */
export const mandateFrequencies = ['MNTH', 'QURT', 'MIAN', 'YEAR'] as const;
export type MandateFrequency = (typeof mandateFrequencies)[number];

/** NPCI category code of a loan instalment mandate. */
export const LOAN_INSTALMENT_CATEGORY = 'L001';

/** Months a mandate stays valid after the last instalment, to collect what is still owed then. */
export const MANDATE_MONTHS_AFTER_LAST_DUE = 12;

export type MandateTerms = {
  category: typeof LOAN_INSTALMENT_CATEGORY;
  frequency: MandateFrequency;
  debitType: 'MAXIMUM';
  /** The most one debit may take: two instalments, rounded up to the next Rs 100 (decisions.md). */
  maxAmount: Paise;
  validFrom: IsoDate;
  validUntil: IsoDate;
};

const HUNDRED_RUPEES = 10_000;

function addMonths(date: IsoDate, months: number): IsoDate {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: "${date}"`);
  const monthIndex = parts.month - 1 + months;
  const year = parts.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(parts.day, lastDay);
  return isoDate(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
}

/**
 * A monthly loan's mandate: a maximum-amount debit of up to two instalments, so one missed
 * instalment can be collected with the next in the single debit a monthly mandate allows; valid
 * from today until a year after the last instalment.
 */
export function mandateTerms(input: { instalment: Paise; today: IsoDate; lastDueDate: IsoDate }): MandateTerms {
  if (!Number.isSafeInteger(input.instalment) || input.instalment <= 0)
    throw new RangeError('an instalment is a positive number of paise');
  if (input.lastDueDate < input.today) throw new RangeError('the last instalment falls before today');
  const twice = input.instalment * 2;
  return {
    category: LOAN_INSTALMENT_CATEGORY,
    frequency: 'MNTH',
    debitType: 'MAXIMUM',
    maxAmount: paise(Math.ceil(twice / HUNDRED_RUPEES) * HUNDRED_RUPEES),
    validFrom: input.today,
    validUntil: addMonths(input.lastDueDate, MANDATE_MONTHS_AFTER_LAST_DUE),
  };
}

/**
 * Why a mandate was rejected: NPCI's API e-mandate codes (APxx) and technical errors, the paper
 * mandate codes (Mxxx) a destination bank returns, and our operations' checks of a scan before it
 * goes to the sponsor bank (QCxx, ours). `next` says what the borrower can do about it.
 */
export type MandateReason = {
  code: string;
  text: string;
  source: 'bank' | 'npci' | 'operations';
  next: 'another-account' | 'another-mode' | 'try-again' | 'upload-again';
};

export const mandateReasons: readonly MandateReason[] = [
  { code: 'AP04', text: 'Account inoperative', source: 'bank', next: 'another-account' },
  { code: 'AP05', text: 'No such account', source: 'bank', next: 'another-account' },
  { code: 'AP11', text: 'Authentication failed', source: 'bank', next: 'try-again' },
  { code: 'AP15', text: 'Account does not maintain the required balance', source: 'bank', next: 'another-account' },
  { code: 'AP16', text: 'Mandate cancelled by the customer at the bank', source: 'bank', next: 'try-again' },
  { code: '478', text: 'Destination bank not certified for e-mandate', source: 'npci', next: 'another-mode' },
  { code: '486', text: 'No authentication mode enabled at the bank', source: 'npci', next: 'another-mode' },
  { code: '487', text: 'No authentication mode eligible for this mandate', source: 'npci', next: 'another-mode' },
  { code: '180', text: 'Merchant signature validation failed', source: 'npci', next: 'try-again' },
  { code: 'M003', text: "Drawer's signature differs", source: 'bank', next: 'upload-again' },
  { code: 'M008', text: 'Company stamp missing', source: 'bank', next: 'upload-again' },
  { code: 'M025', text: 'Wrong category or frequency', source: 'bank', next: 'upload-again' },
  { code: 'QC01', text: 'Signature missing', source: 'operations', next: 'upload-again' },
  { code: 'QC02', text: 'Scan unclear or incomplete', source: 'operations', next: 'upload-again' },
  { code: 'QC03', text: 'Form altered or overwritten', source: 'operations', next: 'upload-again' },
  { code: 'QC04', text: 'Not the form issued for this loan', source: 'operations', next: 'upload-again' },
];

const reasonsByCode = new Map(mandateReasons.map((reason) => [reason.code, reason]));

export function findMandateReason(code: string): MandateReason | undefined {
  return reasonsByCode.get(code);
}

/** The reasons operations choose from when they reject a paper scan. */
export const paperScanRejectionCodes = ['M003', 'QC01', 'QC02', 'QC03', 'QC04'] as const;
export type PaperScanRejectionCode = (typeof paperScanRejectionCodes)[number];
