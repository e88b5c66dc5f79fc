import { randomUUID } from 'node:crypto';

import {
  type completeStatementBodySchema,
  MAX_STATEMENT_BYTES,
  type OpenStatement,
  MAX_STATEMENT_UPLOADS_PER_DAY,
  STATEMENT_MONTHS,
  statementFailureMessage,
  type StartedStatement,
  type startStatementBodySchema,
  type StatementFailureCode,
  type UploadedStatement,
  type uploadStatementBodySchema,
} from '@kredo/contract/bank-statements';
import { messages } from '@kredo/contract/messages';
import { defaultPartner } from '@kredo/contract/partners';
import { indianDate, yearMonthBefore } from '@kredo/domain/calendar-date';
import type * as z from 'zod/mini';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPdfActiveContent } from '../../lib/file-safety/pdf-active-content.ts';
import { decodeBase64File } from '../../lib/base64-file.ts';
import {
  countFilesSince,
  countStatements,
  filesOfStatement,
  findOpenPdfStatement,
  findOwnStatement,
  findStatementFile,
  insertStatement,
  latestAnalysedStatement,
  latestStatement,
  moveStatement,
  settleStatementFile,
  usableStatementStatuses,
  type StatementFileRow,
  type StatementRow,
} from './bank-statements.repository.ts';
import { combineReadings } from './combine-readings.ts';
import { findInstitution } from './institutions.ts';
import { insertStatementFileWithinLimit } from './statement-file-queue.ts';
import { passwordContext, readFileJob } from './statement-reading.job.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

function startedReply(row: StatementRow): StartedStatement {
  return {
    entityId: row.entityId ?? row.id,
    linkId: row.linkId ?? row.id,
    perfiosTransactionId: row.id,
    txnId: row.id,
    yearMonthFrom: row.yearMonthFrom ?? '',
    yearMonthTo: row.yearMonthTo ?? '',
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

type SessionRef = { perfiosTransactionId: string; entityId: string; institutionId: string };

/** The borrower's own open session, matching every id the caller sent. */
async function openSession(deps: Deps, userId: string, ref: SessionRef): Promise<StatementRow> {
  const row = uuidPattern.test(ref.perfiosTransactionId)
    ? await findOwnStatement(deps.db, userId, ref.perfiosTransactionId)
    : undefined;
  if (!row || row.entityId !== ref.entityId || row.institutionId !== ref.institutionId)
    throw new AppError('NOT_FOUND', 'no such statement session', { userMessage: messages.statementNoStart });
  return row;
}

const startOfIndianDay = (deps: Deps) => new Date(`${indianDate(deps.clock.now())}T00:00:00+05:30`);

/** Whether the borrower may upload statement files today; when not, the Google Form takes over. */
export async function uploadAllowed(deps: Deps, userId: string): Promise<boolean> {
  return (await countFilesSince(deps.db, userId, startOfIndianDay(deps))) < MAX_STATEMENT_UPLOADS_PER_DAY;
}

/** How long an upload waits for its file's verdict before answering that it is still being read. */
const VERDICT_WAIT_MS = 30_000;

/**
 * `bs-service/upload`: stores the file, queues its reading, and answers with the verdict when it
 * comes within the wait (it usually takes well under a second).
 */
export async function uploadStatementFile(
  deps: Deps,
  userId: string,
  body: z.output<typeof uploadStatementBodySchema>,
  supportEmail = defaultPartner.supportEmail,
): Promise<UploadedStatement> {
  const session = await openSession(deps, userId, body);
  if (session.status !== 'STARTED')
    throw new AppError('CONFLICT', 'statement session already completed', {
      userMessage: messages.statementNoStart,
    });
  const bytes = decodeBase64File(body.file, messages.statementInvalidDocument);
  if (bytes.length > MAX_STATEMENT_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'statement over 5 MB', {
      userMessage: messages.statementTooLarge,
    });
  // Staff open these files in the console: one that acts when opened is refused like a document.
  const active = findPdfActiveContent(bytes);
  if (active)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `statement PDF refused: ${active}`, {
      userMessage: messages.documentActiveContent,
    });
  const limitReached = () =>
    new AppError('RATE_LIMITED', 'statement uploads of the day used up', {
      userMessage: messages.uploadLimitReached,
    });
  if (!(await uploadAllowed(deps, userId))) throw limitReached();
  const blob = await deps.blobs.put(bytes);
  // Counted again with the file added, under the borrower's lock: concurrent uploads take turns.
  const file = await insertStatementFileWithinLimit(
    deps.db,
    {
      statementId: session.id,
      userId,
      blobKey: blob.key,
      sha256: blob.sha256,
      sizeBytes: blob.size,
      sealedPassword: body.password ? deps.cipher.encrypt(passwordContext, body.password) : null,
      status: 'QUEUED',
      createdAt: deps.clock.now(),
    },
    startOfIndianDay(deps),
    MAX_STATEMENT_UPLOADS_PER_DAY,
  );
  if (!file) throw limitReached();
  const still = await findOwnStatement(deps.db, userId, session.id);
  if (still?.status !== 'STARTED') {
    await settleStatementFile(deps.db, file.id, {
      status: 'FAILED',
      failureCode: 2,
      reading: null,
      readAt: deps.clock.now(),
    });
    throw new AppError('CONFLICT', 'statement session completed during the upload', {
      userMessage: messages.statementNoStart,
    });
  }
  try {
    await deps.jobs.send(readFileJob, { fileId: file.id });
  } catch (error) {
    await settleStatementFile(deps.db, file.id, {
      status: 'FAILED',
      failureCode: 2,
      reading: null,
      readAt: deps.clock.now(),
    });
    throw error;
  }
  return verdictOf(deps, file.id, supportEmail);
}

/** A file's verdict as the upload answers it; undefined while it is still being read. */
function fileVerdict(
  file: StatementFileRow | undefined,
  fileId: string,
  supportEmail: string,
): UploadedStatement | undefined {
  const base = { vendor: 'FINBOX' as const, fileId };
  if (file?.status === 'READ') return { ...base, status: 1, message: messages.statementFileUploaded };
  if (file?.status === 'PASSWORD_REQUIRED')
    return { ...base, status: 0, passwordRequired: true, message: messages.statementPasswordEnabled };
  if (file?.status === 'FAILED') {
    const code = (file.failureCode ?? 2) as StatementFailureCode;
    return { ...base, status: 0, code, message: statementFailureMessage(code, supportEmail) };
  }
  return undefined;
}

const stillReading = (fileId: string): UploadedStatement => ({
  vendor: 'FINBOX',
  fileId,
  status: 1,
  message: messages.statementWaitProcessing,
});

async function verdictOf(deps: Deps, fileId: string, supportEmail: string): Promise<UploadedStatement> {
  const deadline = Date.now() + VERDICT_WAIT_MS;
  for (;;) {
    const verdict = fileVerdict(await findStatementFile(deps.db, fileId), fileId, supportEmail);
    if (verdict) return verdict;
    if (Date.now() > deadline) return stillReading(fileId);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * `bs-service/open-session`: the borrower's own PDF session started today and still taking files
 * (of the bank asked, or any), with the files already sent and their verdicts, so a reloaded
 * screen carries on with them instead of asking for them again against the day's limit.
 */
export async function openStatementSession(
  deps: Deps,
  userId: string,
  institutionId?: string,
  supportEmail = defaultPartner.supportEmail,
): Promise<OpenStatement> {
  const row = await findOpenPdfStatement(deps.db, userId, startOfIndianDay(deps), institutionId);
  if (!row?.institutionId) return { session: null, files: [] };
  const files = await filesOfStatement(deps.db, row.id);
  return {
    session: { ...startedReply(row), institutionId: row.institutionId },
    files: files.map((file) => fileVerdict(file, file.id, supportEmail) ?? stillReading(file.id)),
  };
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
