import { messages } from '@kredo/contract/messages';
import { indianDate, yearMonthBefore } from '@kredo/domain/calendar-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { activePdf } from '../../lib/file-safety/testing/risky-files.ts';
import { bankStatements, statementFiles } from './bank-statements.schema.ts';
import { sampleStatements, statementsTestKit, type Session } from './bank-statements-test-kit.ts';

const ctx = {} as { t: TestApp };
const kit = statementsTestKit(ctx);
let samples: Awaited<ReturnType<typeof sampleStatements>>;
let asha: Session;

beforeAll(async () => {
  ctx.t = await buildTestApp();
  samples = await sampleStatements();
  asha = await kit.borrower();
}, 60_000);
afterAll(() => ctx.t.close());

describe('bs-service institutions and start', () => {
  it('lists Indian banks with the four shortcuts, and refuses a call without a session', async () => {
    const reply = await kit.post(asha, 'institutions', { handler: 'institutions' });
    expect(reply.statusCode).toBe(200);
    const { institutions } = reply.json() as {
      institutions: Array<{ id: string; name: string; modes: string[] }>;
    };
    expect(institutions.length).toBeGreaterThan(30);
    const names = new Map(institutions.map((bank) => [bank.id, bank.name]));
    expect(['2', '20', '22', '35'].map((id) => names.get(id))).toEqual([
      'Axis Bank',
      'HDFC Bank',
      'ICICI Bank',
      'State Bank of India',
    ]);
    const anonymous = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/bs-service/institutions',
      payload: { handler: 'institutions' },
    });
    expect(anonymous.statusCode).toBe(401);
    const wrongHandler = await kit.post(asha, 'institutions', { handler: 'start' });
    expect(wrongHandler.statusCode).toBe(400);
  });

  it('starts a session over the last seven whole months', async () => {
    const started = await kit.start(asha);
    const today = indianDate(ctx.t.deps.clock.now());
    expect(started).toMatchObject({
      yearMonthFrom: yearMonthBefore(today, 7),
      yearMonthTo: yearMonthBefore(today, 1),
    });
    expect(started.txnId).toBe(started.perfiosTransactionId);
  });

  it('refuses an unknown bank, a bank without uploads and another borrower', async () => {
    const unknown = await kit.post(asha, 'start', {
      handler: 'start',
      userId: asha.userId,
      institutionId: '9999',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: messages.selectInstitution });
    const noModes = await kit.post(asha, 'start', {
      handler: 'start',
      userId: asha.userId,
      institutionId: '53',
    });
    expect(noModes.json()).toMatchObject({ message: messages.bankWithoutModes });
    const other = await kit.borrower();
    const foreign = await kit.post(asha, 'start', {
      handler: 'start',
      userId: other.userId,
      institutionId: '20',
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('bs-service upload and complete', () => {
  it('reads a statement, completes it and keeps the analysis for underwriting', async () => {
    const session = await kit.start(asha);
    const uploaded = await kit.upload(asha, session, samples.hdfc.bytes);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toMatchObject({ status: 1, vendor: 'FINBOX' });
    const completed = await kit.complete(asha, session);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({
      statement: { status: 'AVAILABLE', mode: 'PDF_UPLOAD', institutionId: '20' },
    });
    const [row] = await ctx.t.deps.db
      .select()
      .from(bankStatements)
      .where(eq(bankStatements.id, session.txnId));
    expect(row?.analysis).toMatchObject({ source: 'PDF_UPLOAD', files: 1, balanceChainBreaks: 0 });
    expect(row?.analysis?.transactionCount).toBe(samples.hdfc.transactions.length);
    expect(row?.analysis?.monthlyIncomePaise).toBe(6_500_000);
    expect(row?.analysis?.monthsCovered).toBeGreaterThanOrEqual(6);
    const again = await kit.complete(asha, session);
    expect(again.json()).toEqual(completed.json());
    const late = await kit.upload(asha, session, samples.hdfc.bytes);
    expect(late.statusCode).toBe(409);
    const done = await kit.isComplete(asha, session.txnId);
    expect(done.json()).toEqual({ isComplete: true, status: 'AVAILABLE' });
  });

  it('asks for the password, refuses a wrong one and reads with the right one; the password is not kept', async () => {
    const session = await kit.start(asha);
    const without = await kit.upload(asha, session, samples.hdfcLocked);
    expect(without.json()).toMatchObject({
      status: 0,
      passwordRequired: true,
      message: messages.statementPasswordEnabled,
    });
    const wrong = await kit.upload(asha, session, samples.hdfcLocked, { password: 'guess' });
    expect(wrong.json()).toMatchObject({ status: 0, code: 3, message: messages.statementWrongPassword });
    const right = await kit.upload(asha, session, samples.hdfcLocked, { password: 'sunil1990' });
    expect(right.json()).toMatchObject({ status: 1 });
    const files = await ctx.t.deps.db
      .select()
      .from(statementFiles)
      .where(eq(statementFiles.statementId, session.txnId));
    expect(files.map((file) => file.status)).toEqual(['PASSWORD_REQUIRED', 'FAILED', 'READ']);
    expect(files.every((file) => file.sealedPassword === null)).toBe(true);
    expect(ctx.t.logLines.join('\n')).not.toContain('sunil1990');
    expect((await kit.complete(asha, session)).statusCode).toBe(200);
  });

  it("answers each failure with its code's text", async () => {
    const session = await kit.start(asha);
    const wrongBank = await kit.upload(asha, session, samples.sbi.bytes);
    expect(wrongBank.json()).toMatchObject({ status: 0, code: 4, message: messages.statementBankMismatch });
    const random = await kit.upload(asha, session, Buffer.from('not a statement at all, only words'));
    expect(random.json()).toMatchObject({ status: 0, code: 0, message: messages.statementInvalidDocument });
    const truncated = await kit.upload(asha, session, samples.hdfc.bytes.slice(0, 900));
    expect(truncated.json()).toMatchObject({ status: 0, code: 6, message: messages.statementInvalidFormat });
    const nothing = await kit.complete(asha, session);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ message: messages.statementNothingUploaded });
  });

  it('refuses a file over 5 MB and bytes that are not base64', async () => {
    const session = await kit.start(asha);
    const big = await kit.upload(asha, session, Buffer.alloc(5 * 1024 * 1024 + 10, 0x20));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: messages.statementTooLarge });
    const garbled = await kit.post(asha, 'upload', {
      handler: 'upload',
      userId: asha.userId,
      institutionId: '20',
      perfiosTransactionId: session.perfiosTransactionId,
      entityId: session.entityId,
      file: 'data:application/pdf;base64,***',
    });
    expect(garbled.statusCode).toBe(415);
  });

  it('refuses a PDF that runs a script or an action when opened, without counting it', async () => {
    const session = await kit.start(asha);
    const files = () =>
      ctx.t.deps.db.select().from(statementFiles).where(eq(statementFiles.userId, asha.userId));
    const before = (await files()).length;
    for (const kind of ['document-script', 'open-launch'] as const) {
      const refused = await kit.upload(asha, session, Buffer.from(await activePdf(kind)));
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toMatchObject({ message: messages.documentActiveContent });
    }
    expect((await files()).length).toBe(before);
  });

  it('tells the caller to wait while a file is still being read', async () => {
    const session = await kit.start(asha);
    await ctx.t.deps.db.insert(statementFiles).values({
      id: crypto.randomUUID(),
      statementId: session.txnId,
      userId: asha.userId,
      blobKey: '0'.repeat(32),
      sha256: '0'.repeat(64),
      sizeBytes: 1,
      status: 'QUEUED',
      createdAt: ctx.t.deps.clock.now(),
    });
    const waiting = await kit.complete(asha, session);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toMatchObject({ message: messages.statementWaitProcessing });
  });

  it("keeps one borrower out of another's session", async () => {
    const session = await kit.start(asha);
    const other = await kit.borrower();
    const asOther = { ...session };
    const upload = await kit.post(other, 'upload', {
      handler: 'upload',
      userId: other.userId,
      institutionId: '20',
      perfiosTransactionId: asOther.perfiosTransactionId,
      entityId: asOther.entityId,
      file: `data:application/pdf;base64,${Buffer.from(samples.hdfc.bytes).toString('base64')}`,
    });
    expect(upload.statusCode).toBe(404);
    const complete = await kit.post(other, 'complete', {
      handler: 'complete',
      userId: other.userId,
      institutionId: '20',
      perfiosTransactionId: session.perfiosTransactionId,
      entityId: session.entityId,
    });
    expect(complete.statusCode).toBe(404);
    expect((await kit.isComplete(other, session.txnId)).json()).toEqual({ isComplete: false, status: null });
  });
});

describe('bs-service open-session', () => {
  const openSession = (b: Session, institutionId?: string) =>
    ctx.t.app.inject({
      url: `/api/bs-service/open-session${institutionId ? `?institutionId=${institutionId}` : ''}`,
      headers: b.headers,
    });

  it("gives back today's open session with the files already sent, to its own borrower only", async () => {
    const meera = await kit.borrower();
    expect((await openSession(meera, '20')).json()).toEqual({ session: null, files: [] });

    const session = await kit.start(meera);
    await kit.upload(meera, session, samples.hdfcLocked);
    await kit.upload(meera, session, samples.hdfc.bytes);
    const reply = await openSession(meera, '20');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      session: { ...session, institutionId: '20' },
      files: [
        expect.objectContaining({ status: 0, passwordRequired: true }),
        expect.objectContaining({ status: 1, message: messages.statementFileUploaded }),
      ],
    });
    // Any bank: the newest open one; another bank's: none.
    expect((await openSession(meera)).json().session).toMatchObject({ txnId: session.txnId });
    expect((await openSession(meera, '2')).json()).toEqual({ session: null, files: [] });

    // Another borrower sees none of it, and no one without a session.
    const other = await kit.borrower();
    expect((await openSession(other, '20')).json()).toEqual({ session: null, files: [] });
    expect((await openSession(other)).json()).toEqual({ session: null, files: [] });
    const anonymous = await ctx.t.app.inject({ url: '/api/bs-service/open-session' });
    expect(anonymous.statusCode).toBe(401);

    // Completed, it is no longer open; nor is a session of an earlier day.
    expect((await kit.complete(meera, session)).statusCode).toBe(200);
    expect((await openSession(meera, '20')).json().session).toBeNull();
    const yesterday = await kit.start(meera);
    await ctx.t.deps.db
      .update(bankStatements)
      .set({ createdAt: new Date(ctx.t.deps.clock.now().getTime() - 26 * 60 * 60 * 1000) })
      .where(eq(bankStatements.id, yesterday.txnId));
    expect((await openSession(meera, '20')).json().session).toBeNull();
  });
});
