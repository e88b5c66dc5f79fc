import type { StartedStatement } from '@kredo/contract/bank-statements';
import { messages } from '@kredo/contract/messages';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { findOwnStatement, type StatementRow } from './bank-statements.repository.ts';

// A statement session as the borrower's calls name it: the ids `bs-service/start` answered.

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The ids `bs-service/start` answers, each the session's own. */
export function startedReply(row: StatementRow): StartedStatement {
  return {
    entityId: row.entityId ?? row.id,
    linkId: row.linkId ?? row.id,
    perfiosTransactionId: row.id,
    txnId: row.id,
    yearMonthFrom: row.yearMonthFrom ?? '',
    yearMonthTo: row.yearMonthTo ?? '',
  };
}

export type SessionRef = { perfiosTransactionId: string; entityId: string; institutionId: string };

/** The borrower's own open session, matching every id the caller sent. */
export async function openSession(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  ref: SessionRef,
): Promise<StatementRow> {
  const row = uuidPattern.test(ref.perfiosTransactionId)
    ? await findOwnStatement(deps.db, userId, ref.perfiosTransactionId)
    : undefined;
  if (!row || row.entityId !== ref.entityId || row.institutionId !== ref.institutionId)
    throw new AppError('NOT_FOUND', 'no such statement session', { userMessage: messages.statementNoStart });
  return row;
}
