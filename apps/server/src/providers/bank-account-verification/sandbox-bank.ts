import { createHash } from 'node:crypto';

import { NAME_MATCH_THRESHOLD, nameMatchScore, nameMatchWords } from '@kredo/domain/name-match';

import type { SettledValidation } from './index.ts';

/**
 * The sandbox bank's accounts, by the account number's last three digits (docs/providers.md).
 * Any other number is an active account held under the name the borrower gave, in the capitals
 * banks write names in.
 */
export const sandboxAccountEndings = {
  /** No such account at the bank. */
  notFound: '000',
  closed: '111',
  /** The account's bank does not answer: the validation fails (source beneficiary_bank). */
  bankDown: '222',
  /** Active, but held by somebody else: the name does not match. */
  otherHolder: '333',
  /** The bank answers only after an hour (then active); a caller's timeout meets this. */
  slow: '444',
  /** Active, the name written surname first with initials ("VERMA A K"): a match that passes. */
  surnameFirst: '555',
} as const;

/** How long the slow bank keeps a validation `created`. */
export const sandboxSlowAnswerMs = 60 * 60 * 1000;

const otherHolders = ['RAVI SHANKAR PRASAD', 'MEENAKSHI SUNDARAM IYER'];

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * When the bank answers: `fixedDelayMs` after the request when given, else 1-3 s (the same for
 * the same validation); the slow bank always after an hour.
 */
export function sandboxAnswerDelayMs(
  validationId: string,
  accountNumber: string,
  fixedDelayMs?: number,
): number {
  if (accountNumber.endsWith(sandboxAccountEndings.slow)) return sandboxSlowAnswerMs;
  return fixedDelayMs ?? 1_000 + (digest(validationId).readUInt16BE(0) % 2_001);
}

/** A 12-digit IMPS reference, the same for the same validation. */
function utrOf(validationId: string): string {
  return String(digest(`utr:${validationId}`).readUIntBE(0, 6) % 1_000_000_000_000).padStart(12, '0');
}

function surnameFirst(name: string): string {
  const words = nameMatchWords(name);
  const surname = words.at(-1) ?? '';
  return [surname, ...words.slice(0, -1).map((word) => word[0])].join(' ').toUpperCase();
}

function holderName(accountNumber: string, expectedName: string): string {
  if (accountNumber.endsWith(sandboxAccountEndings.otherHolder))
    return otherHolders.find((name) => nameMatchScore(name, expectedName) < NAME_MATCH_THRESHOLD) ?? '';
  if (accountNumber.endsWith(sandboxAccountEndings.surnameFirst)) return surnameFirst(expectedName);
  return expectedName.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** What the sandbox bank answers about an account once the validation settles. */
export function sandboxBankAnswer(input: {
  validationId: string;
  accountNumber: string;
  ifscKnown: boolean;
  expectedName: string;
}): SettledValidation {
  const { accountNumber } = input;
  if (!input.ifscKnown) return { status: 'failed', source: 'business', reason: 'invalid_ifsc' };
  if (accountNumber.endsWith(sandboxAccountEndings.bankDown))
    return { status: 'failed', source: 'beneficiary_bank', reason: 'beneficiary_bank_offline' };
  const invalidReason = accountNumber.endsWith(sandboxAccountEndings.notFound)
    ? 'account_not_found'
    : accountNumber.endsWith(sandboxAccountEndings.closed)
      ? 'account_closed'
      : null;
  if (invalidReason)
    return {
      status: 'completed',
      accountStatus: 'invalid',
      invalidReason,
      registeredName: null,
      nameMatchScore: null,
      utr: null,
    };
  const registeredName = holderName(accountNumber, input.expectedName);
  return {
    status: 'completed',
    accountStatus: 'active',
    registeredName,
    nameMatchScore: nameMatchScore(input.expectedName, registeredName),
    utr: utrOf(input.validationId),
  };
}
