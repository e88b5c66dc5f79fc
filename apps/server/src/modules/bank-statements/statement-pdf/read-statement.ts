import { runStatementWorker } from './run-statement-worker.ts';
import { failedReading, type ReadOptions, type StatementReading } from './statement-types.ts';

export {
  bankOfInstitution,
  statementBanks,
  type ReadOptions,
  type StatementBank,
  type StatementFailureCode,
  type StatementReading,
  type StatementTransaction,
} from './statement-types.ts';

export const DEFAULT_MAX_PAGES = 100;
/** The most any read may take, whatever its pages. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** To open the document once the worker has started the read (its warm-up is not counted). */
const OPEN_MS = 3_000;
/** For each page: a statement page reads in a few tens of milliseconds. */
const PER_PAGE_MS = 250;

const PDF_HEADER = new TextEncoder().encode('%PDF-');

/** '%PDF-' within the first KB, where PDF readers look for it (some producers put bytes before it). */
function hasPdfHeader(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 1024) - PDF_HEADER.length;
  for (let start = 0; start <= end; start += 1) {
    if (PDF_HEADER.every((byte, offset) => bytes[start + offset] === byte)) return true;
  }
  return false;
}

/**
 * Reads a bank statement PDF of one of our four layouts into its transactions, or says why not
 * with the upload error code of spec 000 §8 (see docs/providers.md, "Bank statement PDFs").
 * pdf.js runs in a worker thread with capped memory, pages, content streams and time (3 s to open,
 * a quarter of a second a page, 15 s at most), so a hostile file fails alone and soon.
 */
export async function readStatementPdf(bytes: Uint8Array, options: ReadOptions): Promise<StatementReading> {
  if (!hasPdfHeader(bytes)) return failedReading(0, 'no %PDF- header');
  return runStatementWorker(
    {
      bytes,
      // An empty password is "none": the form sends '' when the box "not password protected" is ticked.
      password: options.password ? options.password : undefined,
      expectedBank: options.expectedBank,
      maxPages: options.maxPages ?? DEFAULT_MAX_PAGES,
    },
    { openMs: OPEN_MS, perPageMs: PER_PAGE_MS, maxMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS },
  );
}
