import type { AppDeps } from '../../app-deps.ts';
import { findStatement, findStatementFile, settleStatementFile } from './bank-statements.repository.ts';
import { bankOfInstitution, readStatementPdf } from './statement-pdf/read-statement.ts';
import type { StatementFileReading } from './statement-records.ts';

export const readFileJob = 'statement-file-reading';
export type ReadFileJob = { fileId: string };

/** The sealing context of a statement file's password. */
export const passwordContext = 'statement-password';

/**
 * Reads one uploaded statement file (pdf.js in a capped worker) and records its verdict. Runs as
 * a background job; a file already settled is left alone, so a retried job changes nothing.
 */
export async function readStatementFile(deps: AppDeps, job: ReadFileJob): Promise<void> {
  try {
    await readAndSettle(deps, job);
  } catch (error) {
    // Never left QUEUED (complete would wait for ever) nor holding its sealed password.
    await settleStatementFile(deps.db, job.fileId, {
      status: 'FAILED',
      failureCode: 2,
      reading: null,
      readAt: deps.clock.now(),
    });
    throw error;
  }
}

async function readAndSettle(deps: AppDeps, { fileId }: ReadFileJob): Promise<void> {
  const file = await findStatementFile(deps.db, fileId);
  if (!file || file.status !== 'QUEUED') return;
  const statement = await findStatement(deps.db, file.statementId);
  const bytes = await deps.blobs.get({ key: file.blobKey, sha256: file.sha256 });
  const now = () => deps.clock.now();
  if (!statement || !bytes) {
    await settleStatementFile(deps.db, fileId, {
      status: 'FAILED',
      failureCode: 2,
      reading: null,
      readAt: now(),
    });
    return;
  }
  const password = file.sealedPassword
    ? deps.cipher.decrypt(passwordContext, file.sealedPassword)
    : undefined;
  const reading = await readStatementPdf(new Uint8Array(bytes), {
    password,
    expectedBank: bankOfInstitution[statement.institutionId ?? ''] ?? null,
  });
  if (reading.outcome === 'PASSWORD_REQUIRED') {
    await settleStatementFile(deps.db, fileId, {
      status: 'PASSWORD_REQUIRED',
      failureCode: null,
      reading: null,
      readAt: now(),
    });
  } else if (reading.outcome === 'FAILED') {
    await settleStatementFile(deps.db, fileId, {
      status: 'FAILED',
      failureCode: reading.code,
      reading: null,
      readAt: now(),
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
      readAt: now(),
    });
  }
}
