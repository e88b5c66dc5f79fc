// Worker thread entry: reads PDFs with pdf.js, one job at a time. It tells the parent when it
// starts a job (its warm-up done) and the page count once the document is open (the parent's
// time cap follows both), then answers with a StatementReading. Started and recycled by run-statement-worker.ts, which caps its memory and
// time; bundled as dist/statement-worker.js.
// It must not use import.meta.url: from source it runs as a bundle in a data: URL.
import { parentPort } from 'node:worker_threads';

import { MAX_STREAMS_PER_PAGE, mostContentStreams } from './content-streams.ts';
import { extractStatementText } from './extract-text.ts';
import { interpretStatement } from './interpret-statement.ts';
import type { StatementWorkerInput, StatementWorkerMessage } from './run-statement-worker.ts';
import { failedReading, type StatementReading } from './statement-types.ts';

const tell = (message: StatementWorkerMessage) => parentPort?.postMessage(message);

async function readStatement(input: StatementWorkerInput): Promise<StatementReading> {
  const streams = await mostContentStreams(input.bytes);
  if (streams !== undefined && streams > MAX_STREAMS_PER_PAGE)
    return failedReading(
      2,
      `a page drawn from ${streams} content streams, more than ${MAX_STREAMS_PER_PAGE}`,
    );
  const text = await extractStatementText(
    input.bytes,
    input.password,
    input.maxPages,
    input.assets,
    (pages) => tell({ kind: 'opened', pages }),
  );
  switch (text.kind) {
    case 'password-required':
      return { outcome: 'PASSWORD_REQUIRED' };
    case 'wrong-password':
      return failedReading(3, 'pdf.js: incorrect password');
    case 'too-many-pages':
      return failedReading(2, `${text.pages} pages, more than ${input.maxPages}`);
    case 'unreadable':
      return failedReading(6, `pdf.js could not read it: ${text.reason}`);
    case 'text':
      return interpretStatement(text.pages, input.expectedBank);
  }
}

// One read at a time: the parent sends the next job only after this one's answer.
parentPort?.on('message', (job: StatementWorkerInput) => {
  tell({ kind: 'started' });
  readStatement(job)
    // After pdf.js failed on a file its state is not trusted with the next one.
    .then((reading) => ({ reading, reusable: !(reading.outcome === 'FAILED' && reading.code === 6) }))
    // pdf.js failures are answered above; anything thrown here is ours, so "not able to process".
    .catch((error: unknown) => ({
      reading: failedReading(2, `reading failed: ${error instanceof Error ? error.message : String(error)}`),
      reusable: false,
    }))
    .then(({ reading, reusable }) => tell({ kind: 'reading', reading, reusable }));
});
