/**
 * The application profile's choices and limits (spec 000 §3.2, §5.4, §9): the values each choice
 * field takes, and the caps on free text, experience and income.
 */
export const genders = ['male', 'female', 'transgender'] as const;
export const educations = [
  'Class 7 or below',
  'Class 8 to Class 11',
  'Class 12 or Diploma',
  'Graduate or Post Graduate',
] as const;
export const relationshipStatuses = ['Single', 'Married', 'Divorced', 'Widowed'] as const;
export const residentTypes = ['Rented', 'Leased', 'PG', 'CompanyHouse', 'OwnHouse'] as const;
export const livingWithOptions = ['Family', 'Friends', 'Alone'] as const;
export const employerTypes = [
  'PARTNERSHIP',
  'LLP',
  'PRIVATE_LIMITED',
  'PUBLIC_LIMITED',
  'MNC',
  'PROPRIETORSHIP',
  'GOVERNMENT',
  'TRUSTS',
  'OTHERS',
] as const;
export const loanPurposes = [
  'Rental Deposit',
  'Medical',
  'Electronics',
  'Marriage',
  'Repay old loan',
  'Education',
  'Vehicle Purchase',
  'New Business',
  'Other',
] as const;
/** What the borrower owns, asked on the optional Assets screen. */
export const assetKinds = [
  'OWN_HOUSE',
  'CAR',
  'TWO_WHEELER',
  'GOLD',
  'FIXED_DEPOSIT',
  'LIFE_INSURANCE',
] as const;
export const assetLabels: Record<(typeof assetKinds)[number], string> = {
  OWN_HOUSE: 'A house or flat',
  CAR: 'A car',
  TWO_WHEELER: 'A two-wheeler',
  GOLD: 'Gold',
  FIXED_DEPOSIT: 'Fixed deposits',
  LIFE_INSURANCE: 'Life insurance',
};

export const referenceRelations = [
  'Father',
  'Mother',
  'Spouse',
  'Brother',
  'Sister',
  'Relative',
  'Friend',
  'Colleague',
] as const;
export const accountTypes = ['SAVINGS', 'CURRENT', 'LOAN'] as const;
export const bankAccountPurposes = ['NACH', 'DISBURSAL'] as const;

/** Free text is capped at 250 characters (spec 000 §5.4). */
export const TEXT_MAX_LENGTH = 250;
/** Work experience in the main form: up to 99 years, held in months. */
export const MAX_EXPERIENCE_MONTHS = 99 * 12 + 11;
/** Net monthly income is typed in rupees, at most 10 digits. */
export const MAX_INCOME_PAISE = 9_999_999_999 * 100;
