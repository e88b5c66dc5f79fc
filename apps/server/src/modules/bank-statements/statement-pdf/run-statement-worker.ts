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
let liveWorkers = 0;

/** Worker threads started and not yet exited, idle ones included. */
export function countLiveStatementWorkers(): number {
  return liveWorkers;
}

/** Ends the idle workers (for shutdown and tests); a read later starts a new one. */
export async function closeStatementWorkers(): Promise<void> {
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

async function takeWorker(): Promise<PooledWorker> {
  const pooled = idle.pop();
  if (pooled) {
    clearTimeout(pooled.idleTimer);
    pooled.worker.ref();
    return pooled;
  }
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

function keepOrEnd(pooled: PooledWorker, reading: StatementReading): void {
  pooled.reads += 1;
  const failedBadly = reading.outcome === 'FAILED' && (reading.code === 2 || reading.code === 6);
  if (failedBadly || pooled.reads >= READS_PER_WORKER) {
    void pooled.worker.terminate();
    return;
  }
  pooled.worker.unref();
  pooled.idleTimer = setTimeout(() => void pooled.worker.terminate(), IDLE_MS);
  pooled.idleTimer.unref();
  idle.push(pooled);
}

function readWith(
  pooled: PooledWorker,
  input: StatementWorkerInput,
  timeoutMs: number,
): Promise<StatementReading> {
  const { worker } = pooled;
  return new Promise((resolve) => {
    let ended: StatementReading | undefined;
    const onMessage = (reading: StatementReading) => {
      clearTimeout(timer);
      worker.off('error', onError).off('exit', onExit);
      keepOrEnd(pooled, reading);
      resolve(reading);
    };
    // Ending the worker answers only once its thread is gone, so no failed read leaves one behind.
    const end = (reading: StatementReading) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      ended ??= reading;
      void worker.terminate();
    };
    // An uncaught error or ERR_WORKER_OUT_OF_MEMORY: the file asked for more than we give a statement.
    const onError = (error: Error) => end(failedReading(2, `worker failed: ${error.message}`));
    const onExit = () => resolve(ended ?? failedReading(2, 'worker exited without an answer'));
    const timer = setTimeout(() => end(failedReading(2, `timed out after ${timeoutMs} ms`)), timeoutMs);
    worker.once('message', onMessage).once('error', onError).once('exit', onExit);
    const bytes = input.bytes.slice();
    worker.postMessage({ ...input, bytes }, [bytes.buffer]);
  });
}

// One pdf.js worker per core at most; further reads wait for a slot (their time cap starts with their read).
const maxConcurrent = Math.max(1, availableParallelism());
let running = 0;
const waiting: Array<() => void> = [];

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
  timeoutMs: number,
): Promise<StatementReading> {
  await acquireSlot();
  try {
    return await readWith(await takeWorker(), { ...input, assets: pdfjsAssets }, timeoutMs);
  } finally {
    releaseSlot();
  }
}
