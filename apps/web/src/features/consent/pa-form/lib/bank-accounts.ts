import type { PaBankAccount, PostApprovalField } from '@kredo/contract/consent';
import { sameAccount, type AccountKey } from '@kredo/domain/validators/bank-account';

export type Purpose = PaBankAccount['purposeType'];

export const purposeOfItem: Partial<Record<PostApprovalField, Purpose>> = {
  BANK_DETAILS: 'DISBURSAL',
  BANK_DETAILS_NACH: 'NACH',
};

export const otherPurpose: Record<Purpose, Purpose> = { DISBURSAL: 'NACH', NACH: 'DISBURSAL' };

/** The last three digits a masked number shows ('XXXXXXX123' is '123'). */
export const lastDigits = (masked: string) => masked.replace(/\D/g, '').slice(-3);

/** Most recently verified first, then the rest in the server's order (spec 001 §3 'Bank account'). */
export function byLatestVerified(accounts: readonly PaBankAccount[]): PaBankAccount[] {
  return accounts
    .map((account, at) => ({ account, at }))
    .sort((a, b) => {
      const [x, y] = [a.account.verifiedAt, b.account.verifiedAt];
      if (x && y && x !== y) return x < y ? 1 : -1;
      if (x && !y) return -1;
      if (!x && y) return 1;
      return a.at - b.at;
    })
    .map(({ account }) => account);
}

/**
 * The other purpose's account as far as the browser knows it: the number and IFSC typed in this
 * visit. The server shows an account on file only by its IFSC and last three digits, which do not
 * tell one account from another: the server compares those.
 */
export type OtherAccount = AccountKey;

/**
 * Whether a typed account is the other purpose's (spec 001 §5: the repayment and disbursal
 * accounts must differ): the same number at the same IFSC. Known only for an account typed in
 * this visit; for one on file the server answers the same notice when it is the same.
 */
export function isOtherAccount(
  typed: { accountNumber: string; ifsc: string },
  other: OtherAccount | undefined,
) {
  if (!other || typed.accountNumber === '') return false;
  return sameAccount(typed, other);
}

/** An account sent in this visit, to be found again in the server's list. */
export type SentAccount = { purpose: Purpose; ifsc: string; last3: string };

export type Verification =
  { state: 'PENDING' } | { state: 'VERIFIED' } | { state: 'FAILED'; message: string | null };

/**
 * Where the penny drop of the account sent stands: being verified while any matching row is, then
 * verified if any is, failed otherwise. An earlier failed try of the same account does not hide a
 * new one. Undefined while the list does not show it yet.
 */
export function verificationOf(
  accounts: readonly PaBankAccount[],
  sent: SentAccount,
): Verification | undefined {
  const matching = accounts.filter(
    (account) =>
      account.purposeType === sent.purpose &&
      account.ifsc.toUpperCase() === sent.ifsc &&
      lastDigits(account.accountNumberMasked) === sent.last3,
  );
  if (matching.some((account) => account.verification === 'PENDING')) return { state: 'PENDING' };
  if (matching.some((account) => account.verification === 'VERIFIED')) return { state: 'VERIFIED' };
  const failed = matching.find((account) => account.verification === 'FAILED');
  return failed && { state: 'FAILED', message: failed.verificationMessage };
}

/**
 * Where the item's account stands: the one sent in this visit (being verified until the list
 * shows it), else the purpose's own accounts, such as one given with the application that the
 * server verifies once the offer is taken. Undefined when there is none to wait for.
 */
export function verificationFor(
  accounts: readonly PaBankAccount[],
  purpose: Purpose,
  sent: SentAccount | undefined,
): Verification | undefined {
  if (sent) return verificationOf(accounts, sent) ?? { state: 'PENDING' };
  const own = byLatestVerified(accounts).filter((account) => account.purposeType === purpose);
  if (own.some((account) => account.verification === 'PENDING')) return { state: 'PENDING' };
  if (own.some((account) => account.verification === 'VERIFIED')) return { state: 'VERIFIED' };
  const failed = own.find((account) => account.verification === 'FAILED');
  return failed && { state: 'FAILED', message: failed.verificationMessage };
}
