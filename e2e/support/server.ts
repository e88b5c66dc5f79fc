import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));

export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  /** What the server has written to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
};

/**
 * Starts the built product on a free port, as `npm start` would, with a fresh data directory or
 * the given one (a restart); stop() removes the directory only when it made it.
 */
export async function startServer(
  env: Record<string, string> = {},
  existingDataDir?: string,
): Promise<RunningServer> {
  const dataDir = existingDataDir ?? (await mkdtemp(join(tmpdir(), 'kredo-e2e-')));
  const removeDataDir = () =>
    existingDataDir ? Promise.resolve() : rm(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey's borrowers come from one address, several files at once: a real client
      // sends a tenth of this. The limit itself is tested by the server's own tests.
      RATE_LIMIT_PER_MINUTE: '3000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  }).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    await exited;
    await removeDataDir();
    throw error;
  });
  return {
    baseUrl,
    dataDir,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await removeDataDir();
    },
  };
}
