import { failAsUnconfigured } from '../unconfigured-provider.ts';
import type { failureSources } from './bank-account-verification.schema.ts';

/**
 * Bank account verification by penny drop: the payout partner sends ₹1 to the account by IMPS
 * and reads back the name the bank holds it under (RazorpayX fund-account validation, composite
 * variant: reference/lending-rules.md §6). Asynchronous like the real service: a validation is
 * `created`, then `completed` (the bank answered about the account) or `failed` (the rupee could
 * not be sent). A real partner is a new file beside sandbox.ts.
 */
export type ValidationRequest = {
  /** The caller's idempotency key (letters, digits, `_` and `-`, 1-40): the same key is the same validation. */
  referenceId: string;
  accountNumber: string;
  ifsc: string;
  /** The name the borrower gave for the account; the registered name is scored against it. */
  expectedName: string;
};

export type FailureSource = (typeof failureSources)[number];

/** The bank answered that the account can receive money, under this name. */
export type ActiveAccount = {
  status: 'completed';
  accountStatus: 'active';
  registeredName: string;
  /** 0-100 against the expected name (packages/domain name-match.ts; pass at NAME_MATCH_THRESHOLD). */
  nameMatchScore: number;
  /** The IMPS reference of the rupee sent. */
  utr: string;
};

/** The bank answered that the account cannot receive money: no such account, or closed. */
export type InvalidAccount = {
  status: 'completed';
  accountStatus: 'invalid';
  invalidReason: 'account_not_found' | 'account_closed';
  registeredName: null;
  nameMatchScore: null;
  utr: null;
};

/**
 * No answer about the account: `source` says whose side failed (gateway: the partner's bank;
 * beneficiary_bank: the account's bank; business: ours to correct, e.g. an unknown IFSC;
 * internal: the partner's own systems). Gateway and bank failures are worth a new reference later.
 */
export type FailedValidation = { status: 'failed'; source: FailureSource; reason: string };

export type SettledValidation = ActiveAccount | InvalidAccount | FailedValidation;
export type ValidationResult = { status: 'created' } | SettledValidation;
export type ValidationStatus = ValidationResult['status'];

export type BankAccountVerificationProvider = {
  readonly name: string;
  /**
   * Asks for a penny drop, or finds the one already asked under this reference (then its status
   * now, which may be settled). Throws AppError VALIDATION_FAILED for a malformed account number,
   * IFSC or name, and CONFLICT when the reference was used with other details.
   */
  requestValidation(request: ValidationRequest): Promise<{ validationId: string; status: ValidationStatus }>;
  /** Where a validation stands; throws AppError NOT_FOUND for an id never issued. */
  fetchValidation(validationId: string): Promise<ValidationResult>;
};

const unavailable = failAsUnconfigured('bank account verification partner');

/** Production until a payout partner is configured: every call fails as an outage. */
export const unconfiguredBankAccountVerification: BankAccountVerificationProvider = {
  name: 'unconfigured',
  requestValidation: unavailable,
  fetchValidation: unavailable,
};
