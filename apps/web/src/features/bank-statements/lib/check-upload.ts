import { MAX_STATEMENT_BYTES } from '@kredo/contract/bank-statements';
import { messages } from '@kredo/contract/messages';

export type ChosenFile = Pick<File, 'name' | 'type' | 'size'>;

function isPdf(file: ChosenFile): boolean {
  // Some phones report no type for a downloaded PDF; its name still says so.
  return file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
}

/** Why a chosen statement cannot be sent (spec 000 §5.5), or undefined when it can. */
export function checkStatementFile(file: ChosenFile | undefined): string | undefined {
  if (!file) return messages.selectFile;
  if (!isPdf(file)) return messages.statementInvalidFormat;
  if (file.size > MAX_STATEMENT_BYTES) return messages.statementTooLarge;
  return undefined;
}

/** A password, or the box saying the file has none (spec 000 §5.5). */
export function checkStatementPassword(password: string, notProtected: boolean): string | undefined {
  return notProtected || password !== '' ? undefined : messages.statementPasswordOrBox;
}
