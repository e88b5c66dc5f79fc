import { randomUUID } from 'node:crypto';

import {
  type completeStatementBodySchema,
  STATEMENT_MONTHS,
  type StartedStatement,
  type startStatementBodySchema,
} from '@kredo/contract/bank-statements';
import { messages } from '@kredo/contract/messages';
import { indianDate, yearMonthBefore } from '@kredo/domain/calendar-date';
import type * as z from 'zod/mini';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  countStatements,
  filesOfStatement,
  findOwnStatement,
  insertStatement,
  latestAnalysedStatement,
  latestStatement,
  moveStatement,
  usableStatementStatuses,
  type StatementRow,
} from './bank-statements.repository.ts';
import { combineReadings } from './combine-readings.ts';
import { findInstitution } from './institutions.ts';
import { openSession, startedReply, uuidPattern } from './statement-sessions.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'blobs' | 'cipher' | 'jobs'>;

/** Statements that count towards the Bank Statement step (the repository says which). */
export function usableStatementsCount(db: Db, userId: string): Promise<number> {
  return countStatements(db, userId, usableStatementStatuses);
}
export { usableStatementsCountSql } from './bank-statements.repository.ts';

/** The borrower's newest analysed statement and when it was completed, for underwriting; undefined if none. */
export async function latestStatementAnalysis(db: Db, userId: string) {
  const row = await latestAnalysedStatement(db, userId);
  if (!row?.analysis) return undefined;
  return { statementId: row.id, analysis: row.analysis, completedAt: row.completedAt ?? row.createdAt };
}

/** The institution of a call, which must exist and take the mode. */
export function institutionFor(id: string, mode: 'PDF_UPLOAD' | 'NET_BANKING' | 'ACCOUNT_AGGREGATOR') {
  const institution = findInstitution(id);
  if (!institution)
    throw new AppError('VALIDATION_FAILED', 'unknown institution', {
      userMessage: messages.selectInstitution,
      fieldErrors: { institutionId: [messages.selectInstitution] },
    });
  if (!institution.modes.includes(mode))
    throw new AppError('VALIDATION_FAILED', `institution ${id} does not take ${mode}`, {
      userMessage: messages.bankWithoutModes,
    });
  return institution;
}

/** The months a statement should cover: the caller's dates, or the last seven whole months. */
function periodOf(deps: Deps, fromDate?: string, toDate?: string) {
  const today = indianDate(deps.clock.now());
  return {
    yearMonthFrom: fromDate ? fromDate.slice(0, 7) : yearMonthBefore(today, STATEMENT_MONTHS),
    yearMonthTo: toDate ? toDate.slice(0, 7) : yearMonthBefore(today, 1),
  };
}

/** `bs-service/start`: a statement session for PDF uploads. */
export async function startStatement(
  deps: Deps,
  userId: string,
  body: z.output<typeof startStatementBodySchema>,
): Promise<StartedStatement> {
  institutionFor(body.institutionId, 'PDF_UPLOAD');
  if (body.fromDate && body.toDate && body.fromDate > body.toDate)
    throw new AppError('VALIDATION_FAILED', 'fromDate after toDate', {
      userMessage: messages.genericRequestFailure,
      fieldErrors: { fromDate: [messages.genericRequestFailure] },
    });
  const row = await insertStatement(deps.db, {
    userId,
    status: 'STARTED',
    mode: 'PDF_UPLOAD',
    institutionId: body.institutionId,
    ...periodOf(deps, body.fromDate, body.toDate),
    entityId: randomUUID(),
    linkId: randomUUID(),
    createdAt: deps.clock.now(),
  });
  return startedReply(row);
}

/**
 * `bs-service/complete`: once every file has been read, the session's analysis is stored and the
 * statement becomes AVAILABLE. While a file is still being read the caller is told to wait.
 */
export async function completeStatement(
  deps: Deps,
  userId: string,
  body: z.output<typeof completeStatementBodySchema>,
) {
  const session = await openSession(deps, userId, body);
  if (session.status === 'AVAILABLE') return summaryOf(session);
  if (session.status !== 'STARTED')
    throw new AppError('CONFLICT', `statement session is ${session.status}`, {
      userMessage:
        session.status === 'PROCESSING' ? messages.statementWaitProcessing : messages.statementNoStart,
    });
  // Claimed first, so an upload arriving meanwhile is refused rather than left out of the analysis.
  if (!(await moveStatement(deps.db, session.id, ['STARTED'], { status: 'PROCESSING' })))
    throw new AppError('CONFLICT', 'statement session being completed', {
      userMessage: messages.statementWaitProcessing,
    });
  const reopen = () => moveStatement(deps.db, session.id, ['PROCESSING'], { status: 'STARTED' });
  const files = await filesOfStatement(deps.db, session.id);
  if (files.some((file) => file.status === 'QUEUED')) {
    await reopen();
    throw new AppError('CONFLICT', 'files still being read', {
      userMessage: messages.statementWaitProcessing,
    });
  }
  const readings = files.flatMap((file) => (file.status === 'READ' && file.reading ? [file.reading] : []));
  const analysis = combineReadings(readings, 'PDF_UPLOAD');
  if (!analysis) {
    await reopen();
    throw new AppError('VALIDATION_FAILED', 'no file of the session was read', {
      userMessage: messages.statementNothingUploaded,
    });
  }
  const changes = {
    status: 'AVAILABLE',
    analysis,
    yearMonthFrom: analysis.periodFrom.slice(0, 7),
    yearMonthTo: analysis.periodTo.slice(0, 7),
    completedAt: deps.clock.now(),
  };
  await moveStatement(deps.db, session.id, ['PROCESSING'], changes);
  const row = await findOwnStatement(deps.db, userId, session.id);
  return summaryOf(row ?? { ...session, ...changes });
}

export function summaryOf(row: StatementRow) {
  return {
    statement: {
      id: row.id,
      status: row.status as 'AVAILABLE',
      mode: row.mode as 'PDF_UPLOAD',
      institutionId: row.institutionId,
      yearMonthFrom: row.yearMonthFrom,
      yearMonthTo: row.yearMonthTo,
      monthsCovered: row.analysis?.monthsCovered ?? null,
    },
  };
}

/** `corleone/is-bs-transaction-complete`: the named session, or the borrower's latest. */
export async function transactionComplete(deps: Deps, userId: string, txnId: string | undefined) {
  const row =
    txnId && uuidPattern.test(txnId)
      ? await findOwnStatement(deps.db, userId, txnId)
      : txnId
        ? undefined
        : await latestStatement(deps.db, userId);
  if (!row) return { isComplete: false, status: null };
  const done = row.status === 'AVAILABLE' || row.status === 'FAILED';
  return {
    isComplete: done,
    status: row.status as 'AVAILABLE',
    ...(row.status === 'FAILED' ? { message: messages.statementUnprocessable } : {}),
  };
}
