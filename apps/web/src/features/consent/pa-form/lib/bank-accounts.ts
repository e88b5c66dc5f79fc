import type { PaBankAccount, PostApprovalField } from '@kredo/contract/consent';
import { sameAccountNumber } from '@kredo/domain/validators/bank-account';

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
 * The account already given for a purpose: the latest verified one, else one being verified. A
 * failed account is no one's.
 */
export function accountFor(accounts: readonly PaBankAccount[], purpose: Purpose): PaBankAccount | undefined {
  const given = byLatestVerified(accounts).filter((account) => account.purposeType === purpose);
  return (
    given.find((account) => account.verification === 'VERIFIED') ??
    given.find((account) => account.verification === 'PENDING')
  );
}

/** The other purpose's account as far as the browser knows it: the full number when typed here. */
export type OtherAccount = { ifsc: string; last3: string; accountNumber?: string };

/**
 * Whether a typed account is the other purpose's (spec 001 §5: the repayment and disbursal
 * accounts must differ). Compared by number when this visit typed the other one; otherwise the
 * server shows only its last three digits, which are compared with its IFSC.
 */
export function isOtherAccount(
  typed: { accountNumber: string; ifsc: string },
  other: OtherAccount | undefined,
) {
  if (!other || typed.accountNumber === '') return false;
  if (other.accountNumber !== undefined) return sameAccountNumber(typed.accountNumber, other.accountNumber);
  return typed.ifsc.toUpperCase() === other.ifsc.toUpperCase() && typed.accountNumber.endsWith(other.last3);
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
