import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedPerson, signIn } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { documents } from '../documents/documents.schema.ts';

const asha = { mobile: '9812300001', pan: 'ABCPV1234K', dob: '1990-04-12', name: 'Asha Verma' };
const ravi = { mobile: '9812300002', pan: 'BCDPR2345L', dob: '1988-09-30', name: 'Ravi Rao' };

describe('POST /api/dev/sample-evidence (sandbox)', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof signIn>>;
  let r: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await buildTestApp();
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
});
