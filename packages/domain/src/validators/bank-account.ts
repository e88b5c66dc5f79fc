/** Account numbers are letters and digits, at least 8 of them (spec 000 §5.3). */
const ACCOUNT_NUMBER = /^[A-Za-z0-9]{8,}$/;
/** No Indian bank account number is longer than 18 characters. */
export const ACCOUNT_NUMBER_MAX_LENGTH = 18;

export function normaliseAccountNumber(input: string): string {
  return input.trim().toUpperCase();
}

export function isAccountNumber(input: string): boolean {
  const number = normaliseAccountNumber(input);
  return number.length <= ACCOUNT_NUMBER_MAX_LENGTH && ACCOUNT_NUMBER.test(number);
}

/** The re-entered number matches the first ('Bank Account Number Mismatched'). */
export function accountNumbersMatch(first: string, again: string): boolean {
  return normaliseAccountNumber(first) === normaliseAccountNumber(again);
}

/** An account as the borrower gives it: its number at a branch. */
export type AccountKey = { accountNumber: string; ifsc: string };

/**
 * The repayment (NACH) and disbursal accounts must differ (spec 000 §5.3, 001 §5): one account is
 * the same number at the same IFSC, each read without case or blanks at the ends. A number is a
 * bank's own, so the same digits under another IFSC are another account, and two numbers ending
 * alike at one branch are two accounts.
 */
export function sameAccount(repayment: AccountKey, disbursal: AccountKey): boolean {
  return (
    normaliseAccountNumber(repayment.accountNumber) === normaliseAccountNumber(disbursal.accountNumber) &&
    repayment.ifsc.trim().toUpperCase() === disbursal.ifsc.trim().toUpperCase()
  );
}
