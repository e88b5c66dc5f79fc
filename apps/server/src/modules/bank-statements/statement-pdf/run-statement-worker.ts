import { availableParallelism } from 'node:os';
import { Worker, type ResourceLimits } from 'node:worker_threads';

import type { PdfjsAssets } from './extract-text.ts';
import { pdfjsAssets, statementWorkerScript } from './statement-worker-script.ts';
import { failedReading, type StatementBank, type StatementReading } from './statement-types.ts';

export type StatementWorkerInput = {
  bytes: Uint8Array;
  password: string | undefined;
  expectedBank: StatementBank | null;
  maxPages: number;
  assets: PdfjsAssets;
};

/** pdf.js on a hostile file may allocate without end: the worker dies alone at this size. */
const resourceLimits: ResourceLimits = {
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 32,
  stackSizeMb: 4,
};
/**
 * A worker's first read costs about a second of pdf.js warming up; later ones a tenth of that. So
 * a worker that answered is kept for the next read, for a while and for a number of reads; one that
 * timed out, crashed or met a file pdf.js could not read is ended.
 */
const READS_PER_WORKER = 25;
const IDLE_MS = 5 * 60_000;

type PooledWorker = { worker: Worker; reads: number; idleTimer?: NodeJS.Timeout };
const idle: PooledWorker[] = [];
const warming = new Set<Promise<void>>();
let liveWorkers = 0;

/** Worker threads started and not yet exited, idle ones included. */
export function countLiveStatementWorkers(): number {
  return liveWorkers;
}

/** Ends the idle workers, and those warming up (for shutdown and tests); a read later starts a new one. */
export async function closeStatementWorkers(): Promise<void> {
  await Promise.all(warming);
  const closing = idle.splice(0);
  // terminate() can settle before the 'exit' event that counts the worker out: wait for the event.
  await Promise.all(
    closing.map(({ worker, idleTimer }) => {
      clearTimeout(idleTimer);
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      void worker.terminate();
      return exited;
    }),
  );
}

async function startWorker(): Promise<PooledWorker> {
  const worker = new Worker(await statementWorkerScript(), { resourceLimits });
  liveWorkers += 1;
  worker.once('exit', () => {
    liveWorkers -= 1;
    const index = idle.findIndex((entry) => entry.worker === worker);
    if (index >= 0) idle.splice(index, 1);
  });
  // Errors are answered by the read under way; an idle worker's death needs no answer.
  worker.on('error', () => undefined);
  return { worker, reads: 0 };
}

function park(pooled: PooledWorker): void {
  pooled.worker.unref();
  pooled.idleTimer = setTimeout(() => void pooled.worker.terminate(), IDLE_MS);
  pooled.idleTimer.unref();
  idle.push(pooled);
}

/**
 * Once reading has begun, a warm worker waits for every read slot: a read that found none idle
 * would first wait for pdf.js to load, a second or more, and that is what one borrower's statement
 * would wait while another's hostile file holds the other reader. Idle workers still end after a while.
 */
function keepSpareWarm(): void {
  if (idle.length > 0 || liveWorkers + warming.size >= maxConcurrent) return;
  const started: Promise<void> = startWorker()
    .then(park, () => undefined)
    .finally(() => warming.delete(started));
  warming.add(started);
}

async function takeWorker(): Promise<PooledWorker> {
  const pooled = idle.pop() ?? (await startWorker());
  clearTimeout(pooled.idleTimer);
  pooled.worker.ref();
  keepSpareWarm();
  return pooled;
}

function keepOrEnd(pooled: PooledWorker, reusable: boolean): void {
  pooled.reads += 1;
  if (!reusable || pooled.reads >= READS_PER_WORKER) {
    void pooled.worker.terminate();
    return;
  }
  park(pooled);
}

/**
 * What a worker says: that it started the job, the page count once the document is open, then the
 * reading, and whether the worker may read again (not after pdf.js failed on the file, or we did).
 */
export type StatementWorkerMessage =
  | { kind: 'started' }
  | { kind: 'opened'; pages: number }
  | { kind: 'reading'; reading: StatementReading; reusable: boolean };

/**
 * A read's time: `openMs` to open the document once the worker has started it (a new worker first
 * loads pdf.js, a second or more on a busy machine), then `perPageMs` for each page, and never more
 * than `maxMs` in all. So a one-page file cannot hold a reader for the time a hundred pages may take.
 */
export type ReadBudget = { openMs: number; perPageMs: number; maxMs: number };

function readWith(
  pooled: PooledWorker,
  input: StatementWorkerInput,
  budget: ReadBudget,
): Promise<StatementReading> {
  const { worker } = pooled;
  const posted = Date.now();
  return new Promise((resolve) => {
    let ended: StatementReading | undefined;
    let timer: NodeJS.Timeout;
    let startedAt = posted;
    // The time left of what is allowed since the worker started, within the cap since posting.
    const allow = (sinceStartMs: number) => {
      clearTimeout(timer);
      const deadline = Math.min(posted + budget.maxMs, startedAt + sinceStartMs);
      timer = setTimeout(expire, Math.max(0, deadline - Date.now()), deadline - posted);
    };
    const onMessage = (message: StatementWorkerMessage) => {
      if (message.kind === 'started') {
        startedAt = Date.now();
        allow(budget.openMs);
        return;
      }
      if (message.kind === 'opened') {
        allow(budget.openMs + budget.perPageMs * message.pages);
        return;
      }
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      keepOrEnd(pooled, message.reusable);
      resolve(message.reading);
    };
    // Ending the worker answers only once its thread is gone, so no failed read leaves one behind.
    const end = (reading: StatementReading) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      ended ??= reading;
      void worker.terminate();
    };
    const expire = (allowedMs: number) => end(failedReading(2, `timed out after ${allowedMs} ms`));
    // An uncaught error or ERR_WORKER_OUT_OF_MEMORY: the file asked for more than we give a statement.
    const onError = (error: Error) => end(failedReading(2, `worker failed: ${error.message}`));
    const onExit = () => resolve(ended ?? failedReading(2, 'worker exited without an answer'));
    timer = setTimeout(expire, budget.maxMs, budget.maxMs);
    worker.on('message', onMessage).once('error', onError).once('exit', onExit);
    const bytes = input.bytes.slice();
    worker.postMessage({ ...input, bytes }, [bytes.buffer]);
  });
}

// One pdf.js worker per core at most, unless more readers are configured; further reads wait for a
// slot (their time cap starts with their read).
let maxConcurrent = Math.max(1, availableParallelism());
let running = 0;
const waiting: Array<() => void> = [];

/** Lets `readers` reads run at once, so the slots never hold back the readers the queue runs. */
export function allowConcurrentReads(readers: number): void {
  maxConcurrent = Math.max(maxConcurrent, readers);
}

async function acquireSlot(): Promise<void> {
  if (running < maxConcurrent) {
    running += 1;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

/** Reads one PDF in a worker thread with capped memory and time; one read per core at a time. */
export async function runStatementWorker(
  input: Omit<StatementWorkerInput, 'assets'>,
  budget: ReadBudget,
): Promise<StatementReading> {
  await acquireSlot();
  try {
    return await readWith(await takeWorker(), { ...input, assets: pdfjsAssets }, budget);
  } finally {
    releaseSlot();
  }
}
