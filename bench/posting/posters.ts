// Concurrent posters over a list of postings, timing each one: the ledger-posting bench's load.
export type PostingRun = { ms: number; latencies: number[]; outcomes: Map<string, number> };

/**
 * `concurrency` posters, each taking the next item in order and posting it (`post` answers an
 * outcome: `credited`, `duplicate`…); the wall time, each post's time and the outcomes counted.
 */
export async function runPosters<T>(
  items: readonly T[],
  concurrency: number,
  post: (item: T) => Promise<string>,
): Promise<PostingRun> {
  const latencies: number[] = [];
  const outcomes = new Map<string, number>();
  let next = 0;
  const poster = async () => {
    for (let index = next++; index < items.length; index = next++) {
      const item = items[index] as T;
      const started = performance.now();
      const outcome = await post(item);
      latencies.push(performance.now() - started);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, poster));
  return { ms: performance.now() - started, latencies, outcomes };
}

/** The `fraction` quantile (0.5, 0.95) of the times, nearest rank. */
export function quantile(times: readonly number[], fraction: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
}
