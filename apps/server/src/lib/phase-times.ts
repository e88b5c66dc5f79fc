/**
 * Milliseconds spent in each named step of bulk work (the close of business's batches, their
 * postings), summed across calls: cheap enough to keep on, read and reset by the benchmark to
 * print where a day's time goes.
 */
export const phaseTimes: Record<string, number> = {};

export function addPhaseTime(phase: string, started: number): void {
  phaseTimes[phase] = (phaseTimes[phase] ?? 0) + performance.now() - started;
}

/** Runs one step, adding its time to `phaseTimes[phase]`. */
export async function timed<T>(phase: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await step();
  } finally {
    addPhaseTime(phase, started);
  }
}

export function resetPhaseTimes(): void {
  for (const phase of Object.keys(phaseTimes)) delete phaseTimes[phase];
}
