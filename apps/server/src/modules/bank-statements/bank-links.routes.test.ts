import { messages } from '@kredo/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bankStatements, statementFiles } from './bank-statements.schema.ts';
import { statementsTestKit, type Session } from './bank-statements-test-kit.ts';

const ctx = {} as { t: TestApp };
const kit = statementsTestKit(ctx);
let ravi: Session;

beforeAll(async () => {
  ctx.t = await buildTestApp();
  ravi = await kit.borrower();
}, 60_000);
afterAll(() => ctx.t.close());

const link = (b: Session, payload: Record<string, unknown>) => kit.post(b, 'banking-link', payload);
const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

async function settled(b: Session, txnId: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const reply = (await kit.isComplete(b, txnId)).json() as { isComplete: boolean };
    if (reply.isComplete) return reply;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the bank fetch never finished');
}

describe('net banking and account aggregator', () => {
  it('logs in at the sandbox bank, fetches in the background and stores the same analysis', async () => {
    const created = await link(ravi, { mode: 'NET_BANKING', bankId: '20', requestId: 'r-1' });
    expect(created.statusCode).toBe(200);
    const { url, txnId } = created.json() as { url: string; txnId: string };
    const page = await ctx.t.app.inject(url);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('HDFC Bank NetBanking');
    const refused = await ctx.t.app.inject({
      method: 'POST',
      url,
      ...form({ action: 'approve', customerId: 'ravi', password: 'wrong' }),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toContain('Invalid Customer ID or Password');
    const approved = await ctx.t.app.inject({
      method: 'POST',
      url,
      ...form({ action: 'approve', customerId: 'ravi', password: 'secret' }),
    });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`/#/bank-statement/redirect?success=true&txnId=${txnId}`);
    expect((await kit.isComplete(ravi, txnId)).json()).toMatchObject({
      isComplete: false,
      status: 'PROCESSING',
    });
    expect(await settled(ravi, txnId)).toEqual({ isComplete: true, status: 'AVAILABLE' });
    const [row] = await ctx.t.deps.db.select().from(bankStatements).where(eq(bankStatements.id, txnId));
    expect(row?.analysis).toMatchObject({ source: 'NET_BANKING', balanceChainBreaks: 0 });
    expect(row?.analysis?.salaryCredits.length).toBeGreaterThanOrEqual(6);
    // The login page is spent once used.
    expect((await ctx.t.app.inject(url)).statusCode).toBe(404);
  }, 30_000);

  it("returns to the caller's page, and a refused consent fails the session", async () => {
    const created = await link(ravi, {
      mode: 'ACCOUNT_AGGREGATOR',
      bankId: '22',
      redirectionUrl: '/#/incomplete-info/bank-statement?from=aa',
    });
    const { url, txnId } = created.json() as { url: string; txnId: string };
    expect((await ctx.t.app.inject(url)).body).toContain('Account Aggregator consent');
    const rejected = await ctx.t.app.inject({ method: 'POST', url, ...form({ action: 'deny' }) });
    // Approving afterwards (a back button) does not pretend success.
    const late = await ctx.t.app.inject({ method: 'POST', url, ...form({ action: 'approve' }) });
    expect(late.headers.location).toContain('success=false');
    expect(rejected.headers.location).toBe(
      `/#/incomplete-info/bank-statement?from=aa&success=false&txnId=${txnId}`,
    );
    expect((await kit.isComplete(ravi, txnId)).json()).toEqual({
      isComplete: true,
      status: 'FAILED',
      message: messages.statementUnprocessable,
    });
  });

  it('an approved consent at a bank without a layout we read still gives an analysis', async () => {
    const { url, txnId } = (await link(ravi, { mode: 'ACCOUNT_AGGREGATOR', bankId: '25' })).json() as {
      url: string;
      txnId: string;
    };
    await ctx.t.app.inject({ method: 'POST', url, ...form({ action: 'approve' }) });
    expect(await settled(ravi, txnId)).toEqual({ isComplete: true, status: 'AVAILABLE' });
  }, 30_000);

  it('a bank with nothing to give fails the session after the fetch', async () => {
    const { url, txnId } = (await link(ravi, { mode: 'NET_BANKING', bankId: '2' })).json() as {
      url: string;
      txnId: string;
    };
    await ctx.t.app.inject({
      method: 'POST',
      url,
      ...form({ action: 'approve', customerId: 'NOSTATEMENT', password: 'x' }),
    });
    expect(await settled(ravi, txnId)).toMatchObject({ isComplete: true, status: 'FAILED' });
  }, 30_000);

  it('refuses a mode the bank lacks, another site to return to, and no session', async () => {
    const noNetBanking = await link(ravi, { mode: 'NET_BANKING', bankId: '4' });
    expect(noNetBanking.json()).toMatchObject({ message: messages.bankWithoutModes });
    for (const redirectionUrl of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example/',
    ])
      expect((await link(ravi, { mode: 'NET_BANKING', bankId: '20', redirectionUrl })).statusCode).toBe(400);
    const anonymous = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/bs-service/banking-link',
      payload: { mode: 'NET_BANKING', bankId: '20' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('corleone checks', () => {
  it("allows uploads until the day's files are used up", async () => {
    const b = await kit.borrower();
    const allowed = () => ctx.t.app.inject({ url: '/api/corleone/is-bs-upload-allowed', headers: b.headers });
    expect((await allowed()).json()).toEqual({ status: true });
    const session = await kit.start(b);
    await ctx.t.deps.db.insert(statementFiles).values(
      Array.from({ length: 20 }, () => ({
        id: crypto.randomUUID(),
        statementId: session.txnId,
        userId: b.userId,
        blobKey: '0'.repeat(32),
        sha256: '0'.repeat(64),
        sizeBytes: 1,
        status: 'FAILED',
        failureCode: 0,
        createdAt: ctx.t.deps.clock.now(),
      })),
    );
    expect((await allowed()).json()).toEqual({ status: false });
    const refused = await kit.upload(b, session, Buffer.from('%PDF-1.4'));
    expect(refused.statusCode).toBe(429);
  });

  it('answers for the latest session without a txnId, and nothing for a borrower without one', async () => {
    const b = await kit.borrower();
    expect((await kit.isComplete(b)).json()).toEqual({ isComplete: false, status: null });
    await kit.start(b);
    expect((await kit.isComplete(b)).json()).toEqual({ isComplete: false, status: 'STARTED' });
  });
});

describe('production mode', () => {
  it('has no sandbox bank pages and no bank link provider', async () => {
    const prod = await buildTestApp({ mode: 'production' });
    try {
      const page = await prod.app.inject(`/api/dev/bank-sandbox/${crypto.randomUUID()}`);
      expect(page.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
