import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { lockDataDir } from './data-dir-lock.ts';

describe('data directory lock', () => {
  it('lets one holder in, refuses a second while it runs, and frees on release', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kredo-lock-'));
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(join(dir, 'server.lock'), String(sleeper.pid));
      await expect(lockDataDir(dir)).rejects.toThrow(`in use by process ${sleeper.pid}`);
    } finally {
      sleeper.kill();
    }
  });

  it('takes over a lock left by a process that is gone, and removes it on release', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kredo-lock-'));
    await writeFile(join(dir, 'server.lock'), '999999999');
    const release = await lockDataDir(dir);
    expect(await readFile(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    await release();
    await expect(readFile(join(dir, 'server.lock'), 'utf8')).rejects.toThrow();
    const again = await lockDataDir(dir);
    await again();
  });
});
