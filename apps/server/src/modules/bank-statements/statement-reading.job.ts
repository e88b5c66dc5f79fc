import type { FastifyBaseLogger } from 'fastify';

import type { AppDeps } from '../../app-deps.ts';
import { findStatement, settleStatementFile, type StatementFileRow } from './bank-statements.repository.ts';
import { claimStatementFile } from './statement-file-queue.ts';
import {
  bankOfInstitution,
  readStatementPdf,
  type StatementReading,
} from './statement-pdf/read-statement.ts';
import type { StatementFileReading } from './statement-records.ts';

export const readFileJob = 'statement-file-reading';
export type ReadFileJob = { fileId: string };

/** The sealing context of a statement file's password. */
export const passwordContext = 'statement-password';

/** How long a file waits before asking again while another file of its borrower is being read. */
const WAIT_TURN_SECONDS = 1;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'blobs' | 'cipher' | 'jobs'>;
type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * Reads one uploaded statement file (pdf.js in a capped worker) and records its verdict. Runs as
 * a background job, several at once. A borrower's files are read one at a time: a file whose
 * borrower has another being read goes back to the queue for a second, behind other borrowers'
 * files. A file already settled is left alone and the verdict is written once, so a job run twice
 * (a retry, a reading resumed after a restart) changes nothing.
 */
export async function readStatementFile(deps: Deps, job: ReadFileJob, log: Log): Promise<void> {
  const claim = await claimStatementFile(deps.db, job.fileId);
  if (claim.outcome === 'settled') return;
  if (claim.outcome === 'busy') {
    await deps.jobs.send(readFileJob, job, { startAfterSeconds: WAIT_TURN_SECONDS });
    return;
  }
  if (claim.outcome === 'exhausted') {
    log.warn({ fileId: job.fileId }, 'statement file failed: its readings ended with their reader');
    await settle(deps, job.fileId, {
      outcome: 'FAILED',
      code: 2,
      reason: 'readings ended with their reader',
    });
    return;
  }
  const started = performance.now();
  log.info({ fileId: job.fileId, attempt: claim.file.readingAttempts }, 'statement reading started');
  try {
    const reading = await readFile(deps, claim.file);
    await settle(deps, job.fileId, reading);
    log.info(
      {
        fileId: job.fileId,
        outcome: reading.outcome,
        ...(reading.outcome === 'FAILED' && { code: reading.code, reason: reading.reason }),
        ms: Math.round(performance.now() - started),
      },
      'statement read',
    );
  } catch (error) {
    // Never left QUEUED (complete would wait for ever) nor holding its sealed password.
    await settle(deps, job.fileId, { outcome: 'FAILED', code: 2, reason: 'reading failed' });
    throw error;
  }
}

async function readFile(deps: Deps, file: StatementFileRow): Promise<StatementReading> {
  const statement = await findStatement(deps.db, file.statementId);
  const bytes = await deps.blobs.get({ key: file.blobKey, sha256: file.sha256 });
  if (!statement || !bytes) return { outcome: 'FAILED', code: 2, reason: 'statement or file missing' };
  const password = file.sealedPassword
    ? deps.cipher.decrypt(passwordContext, file.sealedPassword)
    : undefined;
  return readStatementPdf(new Uint8Array(bytes), {
    password,
    expectedBank: bankOfInstitution[statement.institutionId ?? ''] ?? null,
  });
}

/** Records the verdict once: a file settled already keeps its first. */
async function settle(deps: Deps, fileId: string, reading: StatementReading): Promise<void> {
  const readAt = deps.clock.now();
  if (reading.outcome === 'PASSWORD_REQUIRED') {
    await settleStatementFile(deps.db, fileId, {
      status: 'PASSWORD_REQUIRED',
      failureCode: null,
      reading: null,
      readAt,
    });
  } else if (reading.outcome === 'FAILED') {
    await settleStatementFile(deps.db, fileId, {
      status: 'FAILED',
      failureCode: reading.code,
      reading: null,
      readAt,
    });
  } else {
    const stored: StatementFileReading = {
      bank: reading.bank,
      pages: reading.pages,
      holderName: reading.holderName,
      accountNumberLast4: reading.accountNumberLast4,
      openingBalancePaise: reading.openingBalancePaise,
      periodFrom: reading.periodFrom,
      periodTo: reading.periodTo,
      transactions: reading.transactions,
    };
    await settleStatementFile(deps.db, fileId, {
      status: 'READ',
      failureCode: null,
      reading: stored,
      readAt,
    });
  }
}
