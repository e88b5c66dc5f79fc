/** An account number as the screens show it: its last four digits after X's ('XXXXXX4321'). */
export function maskAccount(accountNumber: string): string {
  if (/x/i.test(accountNumber)) return accountNumber.toUpperCase();
  return `XXXXXX${accountNumber.slice(-4)}`;
}

type BankAccountDetails = {
  isPanVerified: boolean;
  panNameMatch: boolean;
  bankAccount: { accountNumber: string; ifsc: string; bankName: string; beneficiaryName: string } | null;
};

/**
 * The account a sell may be paid to without asking (spec 002 §4): a verified PAN whose name
 * matches the verified account's holder. Otherwise the bank details are asked for.
 */
export function verifiedAccountOf(details: BankAccountDetails) {
  return details.isPanVerified && details.panNameMatch ? (details.bankAccount ?? undefined) : undefined;
}
