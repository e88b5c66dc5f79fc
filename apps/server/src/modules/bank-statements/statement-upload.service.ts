import {
  MAX_STATEMENT_BYTES,
  MAX_STATEMENT_UPLOADS_PER_DAY,
  type OpenStatement,
  statementFailureMessage,
  type StatementFailureCode,
  type UploadedStatement,
  type uploadStatementBodySchema,
} from '@kredo/contract/bank-statements';
import { messages } from '@kredo/contract/messages';
import { defaultPartner } from '@kredo/contract/partners';
import { indianDate } from '@kredo/domain/calendar-date';
import type * as z from 'zod/mini';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeBase64File } from '../../lib/base64-file.ts';
import { findPdfActiveContent } from '../../lib/file-safety/pdf-active-content.ts';
import {
  countFilesSince,
  filesOfStatement,
  findOpenPdfStatement,
  findOwnStatement,
  findStatementFile,
  settleStatementFile,
  type StatementFileRow,
} from './bank-statements.repository.ts';
import { insertStatementFileWithinLimit } from './statement-file-queue.ts';
import { passwordContext, readFileJob } from './statement-reading.job.ts';
import { openSession, startedReply } from './statement-sessions.ts';

// PDF statement files: the day's limit, storing and queueing a file, waiting for its verdict, and
// the open session a reloaded screen carries on with.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'blobs' | 'cipher' | 'jobs'>;

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
