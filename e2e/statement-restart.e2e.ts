import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { sessionTokenOfDemoBorrower, subjectOf } from './support/api-session.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { hdfcStatement } from './support/statement-files.ts';

// The server is killed (SIGKILL, as a crash or an out-of-memory kill would end it) while it reads
// an uploaded statement, then started again on the same data directory.
describe('a statement being read when the server dies', () => {
  let dataDir = '';
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is read within a minute of the restart', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kredo-e2e-restart-'));
    // Info level: the server logs when it starts reading a file.
    server = await startServer({ LOG_LEVEL: 'info' }, dataDir);
    const token = await sessionTokenOfDemoBorrower(server.baseUrl);
    const userId = subjectOf(token);
    const call = (base: string, path: string, body?: Record<string, unknown>) =>
      fetch(`${base}/api/${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
      });
    const started = (await (
      await call(server.baseUrl, 'bs-service/start', {
        handler: 'start',
        userId,
        institutionId: '20',
        version: '1.1',
      })
    ).json()) as { perfiosTransactionId: string; entityId: string; txnId: string };
    const session = {
      userId,
      institutionId: '20',
      perfiosTransactionId: started.perfiosTransactionId,
      entityId: started.entityId,
    };
    const statement = await hdfcStatement('Asha Verma');
    // The upload waits for the verdict, which never comes from this process.
    const upload = call(server.baseUrl, 'bs-service/upload', {
      handler: 'upload',
      ...session,
      txId: started.txnId,
      file: `data:application/pdf;base64,${statement.toString('base64')}`,
    }).catch(() => undefined);

    const running = server;
    await expect
      .poll(() => running.output().includes('statement reading started'), { timeout: 20_000, interval: 20 })
      .toBe(true);
    const exited = new Promise((resolve) => running.process.once('exit', resolve));
    running.process.kill('SIGKILL');
    await exited;
    await upload;

    server = await startServer({ LOG_LEVEL: 'info' }, dataDir);
    const restarted = performance.now();
    const base = server.baseUrl;
    let completed: Response | undefined;
    for (;;) {
      completed = await call(base, 'bs-service/complete', { handler: 'complete', ...session });
      if (completed.status !== 409 || performance.now() - restarted > 60_000) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const seconds = (performance.now() - restarted) / 1000;

    expect(completed.status).toBe(200);
    expect(await completed.json()).toMatchObject({ statement: { status: 'AVAILABLE' } });
    expect(seconds).toBeLessThan(60);
    const check = await call(base, `corleone/is-bs-transaction-complete?txnId=${started.txnId}`);
    expect(await check.json()).toEqual({ isComplete: true, status: 'AVAILABLE' });
  }, 120_000);
});
