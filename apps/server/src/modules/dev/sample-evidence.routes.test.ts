import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedPerson, signIn } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { isoDate } from '@kredo/domain/calendar-date';

import { documents } from '../documents/documents.schema.ts';
import { underwritingTestKit } from '../underwriting/underwriting-test-kit.ts';
import { sampleStatementAnalysis } from './sample-statement.ts';

const asha = { mobile: '9812300001', pan: 'ABCPV1234K', dob: '1990-04-12', name: 'Asha Verma' };
const ravi = { mobile: '9812300002', pan: 'BCDPR2345L', dob: '1988-09-30', name: 'Ravi Rao' };

const ctx = {} as { t: TestApp };
const kit = underwritingTestKit(ctx);

describe('POST /api/dev/sample-evidence (sandbox)', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof signIn>>;
  let r: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await buildTestApp();
    ctx.t = t;
    await seedPerson(t, asha);
    await seedPerson(t, ravi);
    a = await signIn(t, asha);
    r = await signIn(t, ravi);
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/dev/sample-evidence', headers, payload });
  const statusOf = async (b: typeof a) =>
    (await t.app.inject({ url: `/api/lam/status/${b.userId}`, headers: b.headers })).json() as {
      userStatus: { completionDetails: { completePages: string[] } };
    };

  it('needs a session', async () => {
    const response = await post({}, { documents: ['SELFIE'] });
    expect(response.statusCode).toBe(401);
  });

  it('refuses unknown document types', async () => {
    const response = await post(a.headers, { documents: ['PASSPORT_SCAN'] });
    expect(response.statusCode).toBe(400);
  });

  it('gives the signed-in borrower the documents and a statement, and the steps count them', async () => {
    const before = await statusOf(a);
    expect(before.userStatus.completionDetails.completePages).not.toContain('DOCUMENTS');
    expect(before.userStatus.completionDetails.completePages).not.toContain('BANK_STATEMENT');

    const response = await post(a.headers, { documents: ['SELFIE', 'PAN', 'PAN'], bankStatement: true });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      documentTypes: expect.arrayContaining(['SELFIE', 'PAN']),
      bankStatements: 1,
    });
    expect((response.json() as { documentTypes: string[] }).documentTypes).toHaveLength(2);

    const after = await statusOf(a);
    expect(after.userStatus.completionDetails.completePages).toEqual(
      expect.arrayContaining(['DOCUMENTS', 'BANK_STATEMENT']),
    );
  });

  it('stores the sample content in the blob store', async () => {
    const response = await post(a.headers, { documents: ['CURRENT_ADDRESS_PROOF'] });
    expect(response.statusCode).toBe(201);
    const [row] = await t.deps.db
      .select()
      .from(documents)
      .where(and(eq(documents.userId, a.userId), eq(documents.docType, 'CURRENT_ADDRESS_PROOF')));
    expect(row).toBeDefined();
    expect(await t.deps.blobs.get({ key: row!.blobKey, sha256: row!.sha256 })).not.toBeNull();
  });

  it('touches only the signed-in borrower', async () => {
    const other = await statusOf(r);
    expect(other.userStatus.completionDetails.completePages).not.toContain('DOCUMENTS');
    expect(other.userStatus.completionDetails.completePages).not.toContain('BANK_STATEMENT');
  });

  it('gives a statement underwriting accepts: a good applicant with sample evidence is approved', async () => {
    const b = await kit.loans.completeBorrower({ skip: ['statement'] });
    await kit.setPan(b.userId, kit.panWith('0001'));
    await kit.addOkyc(b.userId);
    const response = await post(b.headers, { documents: ['SELFIE', 'PAN'], bankStatement: true });
    expect(response.statusCode, response.body).toBe(201);

    const { applicationId } = await kit.loans.applied(b, 'PERSONAL_LOAN');
    const decision = await kit.automaticDecision(applicationId);
    expect(decision.reasons.map((reason) => reason.code)).not.toContain('BS_6M_MISSING');
    expect(decision.reasons.map((reason) => reason.code)).not.toContain('BS_SALARY_MISSING');
    expect(decision.outcome).toBe('APPROVE');
  });
});

describe('the sample statement', () => {
  it('covers the six whole months before the business date, with a salary in each', () => {
    const analysis = sampleStatementAnalysis(isoDate('2026-03-15'));
    expect(analysis).toMatchObject({
      monthsCovered: 6,
      periodFrom: '2025-09-01',
      periodTo: '2026-02-28',
      bouncedPayments: 0,
      balanceChainBreaks: 0,
      monthlyIncomePaise: 100_000_00,
    });
    expect(new Set(analysis.salaryCredits.map((credit) => credit.date.slice(0, 7))).size).toBe(6);
  });
});
