import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

import { ConfigError } from '../config/env.ts';

const lockFile = 'server.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database is one process's: a second process on the same data directory would
 * corrupt it. The lock names its holder's pid; a lock left by a process that no longer runs is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, lockFile);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new ConfigError(
          `${dataDir} is in use by process ${holder}. Stop it, or give this one its own DATA_DIR (or a DATABASE_URL).`,
        );
      }
      await rm(path, { force: true });
    }
  }
  throw new ConfigError(`Could not lock ${dataDir}`);
}
