import type { MessageKey } from '@kredo/contract/messages';
import { repaymentModesRetryLenderIds } from '@kredo/contract/mandates';

/** The server's words when the borrower has no repayment account on record (spec 001 §8). */
const missingAccountsText = 'bankAccounts not found';

/**
 * What the mode screen says when it has no mode to offer (spec 001 §8 'Repayment selection'):
 * the accounts are missing, the bank offers no mode, or the modes could not be read.
 */
export function repaymentModesProblem(
  failure: { message: string } | null,
): Extract<MessageKey, 'bankAccountsMissing' | 'enachNotSupported' | 'repaymentModesFailed'> {
  if (!failure) return 'enachNotSupported';
  return failure.message.includes(missingAccountsText) ? 'bankAccountsMissing' : 'repaymentModesFailed';
}

/** 'Try Again' is offered for the lenders the contract names (spec 001 §2.6: one lender). */
export function mayRetryRepaymentModes(lenderId: number): boolean {
  return repaymentModesRetryLenderIds.includes(lenderId);
}
