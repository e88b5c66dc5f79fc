import type { BankMode, StatementMode } from '@kredo/contract/bank-statements';
import { messages } from '@kredo/contract/messages';

/** The incomplete-info sub-statuses that ask for a bank statement (spec 000 §4.2). */
export const statementSubStatuses = [
  'BS_6M_MISSING',
  'BS_SALARY_MISSING',
  'BS_NET_BANKING',
  'BS_PDF_NET_AA',
  'BS_NET_PDF',
] as const;
export type StatementSubStatus = (typeof statementSubStatuses)[number];

export function isStatementSubStatus(value: string): value is StatementSubStatus {
  return (statementSubStatuses as readonly string[]).includes(value);
}

/** The order modes are offered in; PDF first, the way every bank can share a statement. */
const offerOrder: readonly BankMode[] = ['PDF_UPLOAD', 'NET_BANKING', 'ACCOUNT_AGGREGATOR'];

export type ModeChoiceInput = {
  /** The chosen bank's modes; empty when the bank can take no statement. */
  bankModes: readonly BankMode[];
  /** GET corleone/is-bs-upload-allowed. */
  uploadAllowed: boolean;
  /** The bank statement sub-status the incomplete-info area asks about, if any. */
  subStatus?: string;
};

export type ModeChoice =
  /** One mode goes straight on; more are offered for the borrower to pick. */
  { kind: 'modes'; modes: readonly StatementMode[] } | { kind: 'unsupported'; message: string };

/**
 * Which ways of sharing a statement to offer (spec 000 §4.8). Uploads not allowed: the Google
 * Form. A bank without modes: refused. The net banking sub-status (net banking already failed):
 * PDF only. The PDF/aggregator sub-status: the account aggregator where the bank has it, else
 * PDF. Otherwise the bank's own modes.
 */
export function chooseModes({ bankModes, uploadAllowed, subStatus }: ModeChoiceInput): ModeChoice {
  if (!uploadAllowed) return { kind: 'modes', modes: ['GOOGLE_FORM'] };
  if (bankModes.length === 0) return { kind: 'unsupported', message: messages.bankWithoutModes };
  if (subStatus === 'BS_NET_BANKING') return { kind: 'modes', modes: ['PDF_UPLOAD'] };
  if (subStatus === 'BS_PDF_NET_AA')
    return {
      kind: 'modes',
      modes: bankModes.includes('ACCOUNT_AGGREGATOR') ? ['ACCOUNT_AGGREGATOR'] : ['PDF_UPLOAD'],
    };
  return { kind: 'modes', modes: offerOrder.filter((mode) => bankModes.includes(mode)) };
}
