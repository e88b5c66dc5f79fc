import { spawn, type ChildProcess } from 'node:child_process';

export { freePort } from '../deploy/free-port.ts';

/** Polls a URL until it answers 200; returns the milliseconds that took. */
export async function waitFor200(url: string, startedAt: number, timeoutMs = 30_000): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    if (performance.now() - startedAt > timeoutMs)
      throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Starts a command in its own process group, so stopping it also stops what it started (npm's child). */
export function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  cwd?: string,
): ChildProcess {
  // The embedded database unless a run asks for PostgreSQL explicitly.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return spawn(command, args, {
    cwd,
    detached: true,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** A budget is a ceiling (`max`: sizes, times) or a floor (`min`: scores). */
export type Budget = { max: number } | { min: number };

export type Figure = { name: string; value: number; unit: string; budget?: Budget };

export function printFigures(title: string, figures: Figure[]): boolean {
  console.log(`\n${title}`);
  let withinBudget = true;
  for (const figure of figures) {
    let verdict = '';
    if (figure.budget) {
      const [bound, ok, miss] =
        'max' in figure.budget
          ? [`${figure.budget.max}`, figure.value <= figure.budget.max, 'OVER']
          : [`>= ${figure.budget.min}`, figure.value >= figure.budget.min, 'UNDER'];
      verdict = `  (budget ${bound}${figure.unit ? ` ${figure.unit}` : ''}: ${ok ? 'ok' : miss})`;
      if (!ok) withinBudget = false;
    }
    console.log(`  ${figure.name.padEnd(44)} ${String(figure.value).padStart(10)} ${figure.unit}${verdict}`);
  }
  return withinBudget;
}
