import type { JobOptions } from './jobs.ts';

export const keyedQueues = new Set<string>();

/**
 * Declares a keyed queue: every job sent to it carries a key (`singletonKey`), and a key has at
 * most one job queued or running at a time. A standard pg-boss queue ignores keys (two sends
 * with one key make two jobs), so a keyed queue is pg-boss's 'stately' policy (at most one job
 * of a key queued, one waiting to be retried and one running, enforced by unique indexes) and a
 * send first looks for an unfinished job of its key. Call it where the queue's name is defined.
 */
export function keyedQueue<Name extends string>(name: Name): Name {
  keyedQueues.add(name);
  return name;
}

export const policyOf = (name: string) => (keyedQueues.has(name) ? 'stately' : 'standard');

/** Refuses a send the queue would mishandle: stately treats jobs without a key as all of one key. */
export function checkKey(name: string, options: JobOptions): void {
  if (keyedQueues.has(name) && !options.singletonKey)
    throw new Error(`A job of the keyed queue ${name} needs its key`);
  if (!keyedQueues.has(name) && (options.singletonKey !== undefined || options.afterRunning))
    throw new Error(`The queue ${name} ignores keys: declare it with keyedQueue`);
}
