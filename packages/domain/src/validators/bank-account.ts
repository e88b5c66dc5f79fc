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

/**
 * The repayment (NACH) and disbursal accounts must differ (spec 000 §5.3): compared by number, as
 * the spec says, so the same number under another IFSC is refused too.
 */
export function sameAccountNumber(repayment: string, disbursal: string): boolean {
  return normaliseAccountNumber(repayment) === normaliseAccountNumber(disbursal);
}
