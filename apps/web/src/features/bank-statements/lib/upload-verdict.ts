import {
  statementFailureCodes,
  statementFailureMessage,
  type StatementFailureCode,
  type UploadedStatement,
} from '@kredo/contract/bank-statements';
import { messages } from '@kredo/contract/messages';

export type UploadVerdict =
  | { kind: 'read' }
  /** The file is protected and its password was missing or wrong: ask for it and try again. */
  | { kind: 'password'; message: string }
  | { kind: 'failed'; message: string };

const isFailureCode = (code: number | undefined): code is StatementFailureCode =>
  (statementFailureCodes as readonly number[]).includes(code ?? -1);

/** What an upload's answer means to the borrower (spec 000 §8, vendor FINBOX with status not 1). */
export function readUploadVerdict(answer: UploadedStatement, supportEmail: string): UploadVerdict {
  if (answer.status === 1) return { kind: 'read' };
  if (answer.passwordRequired) return { kind: 'password', message: messages.statementPasswordEnabled };
  if (isFailureCode(answer.code)) {
    const message = statementFailureMessage(answer.code, supportEmail);
    return answer.code === 3 ? { kind: 'password', message } : { kind: 'failed', message };
  }
  return { kind: 'failed', message: answer.message || messages.genericRequestFailure };
}
