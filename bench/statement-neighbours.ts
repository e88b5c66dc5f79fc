import { randomInt, randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';

import { eq } from 'drizzle-orm';

import { statementFiles } from '../apps/server/src/modules/bank-statements/bank-statements.schema.ts';
import { generateStatementPdf } from '../apps/server/src/modules/bank-statements/statement-pdf/testing/generate-statement.ts';
import {
  generateManyStreamsPdf,
  generateOperatorFloodPdf,
} from '../apps/server/src/modules/bank-statements/statement-pdf/testing/hostile-pdfs.ts';
import { insertUserUnlessMobileTaken } from '../apps/server/src/modules/users/users.repository.ts';
import { panContext, panHashPurpose } from '../apps/server/src/modules/users/users.service.ts';
import { buildTestApp, type TestApp } from '../apps/server/test/helpers/test-app.ts';
import { printFigures } from './support.ts';

type Borrower = { userId: string; headers: { authorization: string } };

async function newBorrower(t: TestApp): Promise<Borrower> {
  const id = randomUUID();
  const pan = `BNCPS${String(randomInt(10_000)).padStart(4, '0')}K`;
  const now = t.deps.clock.now();
  await insertUserUnlessMobileTaken(t.deps.db, {
    id,
    mobile: `9${String(randomInt(1_000_000_000)).padStart(9, '0')}`,
    name: 'Sunil Nair',
    panSealed: t.deps.cipher.encrypt(panContext(id), pan),
    panHash: t.deps.cipher.hash(panHashPurpose, pan),
    dateOfBirth: '1990-04-05',
    createdAt: now,
    updatedAt: now,
  });
  const { token } = await t.deps.sessions.issue({ id, roles: ['BORROWER'] });
  return { userId: id, headers: { authorization: `Bearer ${token}` } };
}

/** Starts a PDF session and uploads one file; answers the upload's time (it waits for the verdict). */
async function uploadOne(t: TestApp, b: Borrower, bytes: Uint8Array) {
  const post = (path: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/bs-service/${path}`, headers: b.headers, payload });
  const session = (
    await post('start', { handler: 'start', userId: b.userId, institutionId: '20', version: '1.1' })
  ).json<{ perfiosTransactionId: string; entityId: string; txnId: string }>();
  const started = performance.now();
  const answer = await post('upload', {
    handler: 'upload',
    userId: b.userId,
    institutionId: '20',
    perfiosTransactionId: session.perfiosTransactionId,
    entityId: session.entityId,
    txId: session.txnId,
    file: `data:application/pdf;base64,${Buffer.from(bytes).toString('base64')}`,
  });
  return { ms: performance.now() - started, verdict: answer.json<{ status: number; code?: number }>() };
}

async function filesQueued(t: TestApp, userId: string, count: number): Promise<void> {
  for (;;) {
    const files = await t.deps.db.select().from(statementFiles).where(eq(statementFiles.userId, userId));
    if (files.length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The valid statement's upload time while another borrower's three hostile files are in flight. */
async function besideHostileFiles(t: TestApp, valid: Uint8Array, hostile: Uint8Array) {
  const attacker = await newBorrower(t);
  const neighbour = await newBorrower(t);
  const attacks = [1, 2, 3].map(() => uploadOne(t, attacker, hostile));
  await filesQueued(t, attacker.userId, 3);
  const read = await uploadOne(t, neighbour, valid);
  const hostileMs = Math.max(...(await Promise.all(attacks)).map((attack) => attack.ms));
  if (read.verdict.status !== 1)
    throw new Error(`the statement was not read: ${JSON.stringify(read.verdict)}`);
  return { ms: read.ms, hostileMs };
}

/**
 * One borrower uploads three hostile PDFs at once, another a seven-month statement (7 pages): the
 * statement's upload, which waits for its verdict, timed alone and beside them. Through the whole
 * upload path (queue, claim, reader), with as many readers as the machine has cores.
 */
export async function benchHostileNeighbours(): Promise<boolean> {
  const t = await buildTestApp();
  try {
    const { bytes: valid, pages } = await generateStatementPdf({
      bank: 'HDFC',
      holderName: 'Sunil Nair',
      accountNumber: '50100123456789',
      months: 7,
      endDate: '2026-10-31',
      seed: 7,
      monthlySalaryPaise: 6_500_000,
    });
    const manyStreams = await generateManyStreamsPdf(200_000);
    const flood = await generateOperatorFloodPdf(6_000_000);
    await uploadOne(t, await newBorrower(t), valid); // starts a reader's worker, as a running server has
    const alone: number[] = [];
    for (let i = 0; i < 3; i += 1) alone.push((await uploadOne(t, await newBorrower(t), valid)).ms);
    const aloneMs = alone.sort((a, b) => a - b)[1] ?? 0;
    const streams = await besideHostileFiles(t, valid, manyStreams);
    const floods = await besideHostileFiles(t, valid, flood);
    const seconds = (ms: number) => Number((ms / 1000).toFixed(2));
    return printFigures(
      `Statement reading with hostile neighbours (${availableParallelism()} readers, a ${pages}-page statement)`,
      [
        { name: 'statement alone (upload to verdict, median of 3)', value: seconds(aloneMs), unit: 's' },
        {
          name: 'beside three 200,000-stream PDFs (1.2 MB)',
          value: seconds(streams.ms),
          unit: 's',
          budget: { max: seconds(aloneMs) + 2 },
        },
        { name: '  the three hostile PDFs answered within', value: seconds(streams.hostileMs), unit: 's' },
        {
          name: 'beside three operator floods (a page each)',
          value: seconds(floods.ms),
          unit: 's',
          budget: { max: seconds(aloneMs) + 2 },
        },
        { name: '  the three floods answered within', value: seconds(floods.hostileMs), unit: 's' },
      ],
    );
  } finally {
    await t.close();
  }
}
