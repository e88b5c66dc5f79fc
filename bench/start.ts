import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort, printFigures, startProcess, stopProcess, waitFor200 } from './support.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = 3;

/** Seconds from `npm start` (already built, existing data directory) to the first 200 on `/`. */
export async function benchStart(): Promise<boolean> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kredo-bench-start-'));
  const timeOne = async () => {
    // A fresh port each run, so a previous run's server can never answer for this one.
    const port = await freePort();
    const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    const started = performance.now();
    const child = startProcess('npm', ['start', '--silent'], env, root);
    try {
      return await waitFor200(`http://127.0.0.1:${port}/`, started);
    } finally {
      await stopProcess(child);
    }
  };
  try {
    const firstMs = await timeOne(); // creates and migrates the data directory; not the figure asked for
    const timings: number[] = [];
    for (let i = 0; i < runs; i += 1) timings.push(await timeOne());
    timings.sort((a, b) => a - b);
    const seconds = (ms: number) => Number((ms / 1000).toFixed(2));
    return printFigures(`Start (npm start to first 200 on /, ${runs} runs on an existing data directory)`, [
      { name: 'first start on an empty data directory', value: seconds(firstMs), unit: 's' },
      { name: 'median', value: seconds(timings[Math.floor(runs / 2)]!), unit: 's' },
      { name: 'slowest', value: seconds(timings[runs - 1]!), unit: 's', budget: { max: 3 } },
    ]);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
