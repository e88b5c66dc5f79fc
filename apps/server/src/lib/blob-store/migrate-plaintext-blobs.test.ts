import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { blobReferences } from '../../db/blob-references.ts';
import { statementFiles } from '../../modules/bank-statements/bank-statements.schema.ts';
import { insertStatement } from '../../modules/bank-statements/bank-statements.repository.ts';
import { documents } from '../../modules/documents/documents.schema.ts';
import { documentsTestKit, png, type Session } from '../../modules/documents/documents-test-kit.ts';
import { kycVerifications } from '../../modules/kyc/kyc.schema.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { sha256Of } from './blob-store.ts';
import { migratePlaintextBlobs } from './migrate-plaintext-blobs.ts';
import { isPlaintextBlobKey, type ObjectStore } from './object-store.ts';

const ctx = {} as { t: TestApp };
beforeAll(async () => {
  ctx.t = await buildTestApp();
});
afterAll(() => ctx.t.close());
const { borrower, uploadBase64, documentOf } = documentsTestKit(ctx);

const addressProof = Buffer.from(
  '%PDF-1.4\n% Electricity bill, PAN ABCPV1234K\n1 0 obj <<>> endobj\n%%EOF\n',
);
const statement = Buffer.from('%PDF-1.4\n% Statement of account 50100123456789\n%%EOF\n');
const photo = Buffer.concat([png, Buffer.from('e-KYC photo of 2345 6789 0123')]);

const listed = async (objects: ObjectStore) => {
  const keys: string[] = [];
  for await (const key of objects.list()) keys.push(key);
  return keys;
};

/** Puts bytes where the store kept them before encryption: in the clear, named by their hash. */
async function storeTheOldWay(bytes: Buffer): Promise<string> {
  const key = sha256Of(bytes);
  await ctx.t.objects.write(key, bytes);
  return key;
}

/** An upload whose row is turned back into what it was before encryption. */
async function oldDocument(b: Session): Promise<string> {
  const uploaded = documentOf(
    await uploadBase64(b, { docType: 'CURRENT_ADDRESS_PROOF', imageB64: addressProof.toString('base64') }),
  );
  const [row] = await ctx.t.deps.db.select().from(documents).where(eq(documents.id, uploaded.id));
  await ctx.t.objects.remove(row!.blobKey);
  const key = await storeTheOldWay(addressProof);
  await ctx.t.deps.db.update(documents).set({ blobKey: key }).where(eq(documents.id, uploaded.id));
  return uploaded.id;
}

async function oldKycPhoto(b: Session): Promise<string> {
  const key = await storeTheOldWay(photo);
  const id = randomUUID();
  const now = ctx.t.deps.clock.now();
  await ctx.t.deps.db.insert(kycVerifications).values({
    id,
    userId: b.userId,
    mode: 'OKYC',
    status: 'VERIFIED',
    photoBlobKey: key,
    photoSha256: key,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

async function oldStatementFile(b: Session): Promise<string> {
  const key = await storeTheOldWay(statement);
  const session = await insertStatement(ctx.t.deps.db, {
    userId: b.userId,
    status: 'STARTED',
    mode: 'PDF_UPLOAD',
    createdAt: ctx.t.deps.clock.now(),
  });
  const id = randomUUID();
  await ctx.t.deps.db.insert(statementFiles).values({
    id,
    statementId: session.id,
    userId: b.userId,
    blobKey: key,
    sha256: key,
    sizeBytes: statement.byteLength,
    status: 'READ',
    createdAt: ctx.t.deps.clock.now(),
  });
  return id;
}

async function download(b: Session, documentId: string): Promise<Buffer> {
  const signed = await ctx.t.app.inject({
    url: `/api/document-gateway/fetch-doc-pre-signed-url?userId=${b.userId}&docType=CURRENT_ADDRESS_PROOF&docName=${documentId}`,
    headers: b.headers,
  });
  expect(signed.statusCode, signed.body).toBe(200);
  const file = await ctx.t.app.inject({ url: (signed.json() as { image: string }).image });
  expect(file.statusCode, file.body).toBe(200);
  return file.rawPayload;
}

const migrate = (objects: ObjectStore = ctx.t.objects) =>
  migratePlaintextBlobs({ db: ctx.t.deps.db, objects, blobs: ctx.t.deps.blobs }, blobReferences);

beforeEach(async () => {
  // Each test starts from a store with nothing left in the clear.
  await migrate();
});

describe('migratePlaintextBlobs', () => {
  it('encrypts every file stored in the clear, gives each row its own copy, and removes the clear ones', async () => {
    const [asha, ravi] = [await borrower(), await borrower()];
    // Before encryption, the same bytes uploaded by two borrowers were one file.
    const ashaDocument = await oldDocument(asha);
    const raviDocument = await oldDocument(ravi);
    const photoRow = await oldKycPhoto(asha);
    const fileRow = await oldStatementFile(asha);
    const orphan = await storeTheOldWay(Buffer.from('%PDF-1.4 refused after it was stored'));
    expect((await listed(ctx.t.objects)).filter(isPlaintextBlobKey)).toHaveLength(4);
    // Still served while in the clear.
    expect((await download(asha, ashaDocument)).equals(addressProof)).toBe(true);

    const outcome = await migrate();

    expect(outcome).toEqual({ rewritten: 4, removed: 4, remaining: 0, problems: [] });
    const keys = await listed(ctx.t.objects);
    expect(keys.filter(isPlaintextBlobKey)).toEqual([]);
    expect(keys).not.toContain(orphan);
    const [ashaRow] = await ctx.t.deps.db.select().from(documents).where(eq(documents.id, ashaDocument));
    const [raviRow] = await ctx.t.deps.db.select().from(documents).where(eq(documents.id, raviDocument));
    expect(ashaRow!.blobKey).toMatch(/^[0-9a-f]{32}$/);
    expect(raviRow!.blobKey).not.toBe(ashaRow!.blobKey);
    expect(ashaRow!.sha256).toBe(sha256Of(addressProof));
    for (const key of [ashaRow!.blobKey, raviRow!.blobKey]) {
      const stored = (await ctx.t.objects.read(key))!;
      expect(stored.includes('%PDF')).toBe(false);
      expect(stored.includes('ABCPV1234K')).toBe(false);
    }
    expect((await download(asha, ashaDocument)).equals(addressProof)).toBe(true);
    expect((await download(ravi, raviDocument)).equals(addressProof)).toBe(true);

    const [kyc] = await ctx.t.deps.db
      .select()
      .from(kycVerifications)
      .where(eq(kycVerifications.id, photoRow));
    expect(kyc!.photoBlobKey).toMatch(/^[0-9a-f]{32}$/);
    const photoBack = await ctx.t.deps.blobs.get({ key: kyc!.photoBlobKey!, sha256: kyc!.photoSha256! });
    expect(photoBack?.equals(photo)).toBe(true);
    const [file] = await ctx.t.deps.db.select().from(statementFiles).where(eq(statementFiles.id, fileRow));
    expect(file!.blobKey).toMatch(/^[0-9a-f]{32}$/);
    expect((await ctx.t.objects.read(file!.blobKey))!.includes('50100123456789')).toBe(false);
    expect(
      (await ctx.t.deps.blobs.get({ key: file!.blobKey, sha256: file!.sha256 }))?.equals(statement),
    ).toBe(true);

    // A second run finds nothing to do.
    expect(await migrate()).toEqual({ rewritten: 0, removed: 0, remaining: 0, problems: [] });
  });

  it('carries on after a stop part-way, losing nothing', async () => {
    const [asha, ravi] = [await borrower(), await borrower()];
    const ashaDocument = await oldDocument(asha);
    const raviDocument = await oldDocument(ravi);
    const photoRow = await oldKycPhoto(ravi);
    // The process dies when it first comes to remove a clear file, after its rows were rewritten.
    const dying: ObjectStore = {
      ...ctx.t.objects,
      remove: () => Promise.reject(new Error('killed')),
    };
    await expect(migrate(dying)).rejects.toThrow('killed');
    expect((await listed(ctx.t.objects)).filter(isPlaintextBlobKey).length).toBeGreaterThan(0);
    expect((await download(asha, ashaDocument)).equals(addressProof)).toBe(true);

    const outcome = await migrate();

    expect(outcome.remaining).toBe(0);
    expect((await listed(ctx.t.objects)).filter(isPlaintextBlobKey)).toEqual([]);
    expect((await download(asha, ashaDocument)).equals(addressProof)).toBe(true);
    expect((await download(ravi, raviDocument)).equals(addressProof)).toBe(true);
    const [kyc] = await ctx.t.deps.db
      .select()
      .from(kycVerifications)
      .where(eq(kycVerifications.id, photoRow));
    expect(
      (await ctx.t.deps.blobs.get({ key: kyc!.photoBlobKey!, sha256: kyc!.photoSha256! }))?.equals(photo),
    ).toBe(true);
  });

  it('leaves a clear file that fails its hash where it is, and says so', async () => {
    const b = await borrower();
    const id = await oldDocument(b);
    await ctx.t.objects.write(sha256Of(addressProof), Buffer.from('%PDF-1.4 changed on disk'));

    const outcome = await migrate();

    expect(outcome).toMatchObject({ rewritten: 0, removed: 0, remaining: 1 });
    expect(outcome.problems).toEqual([expect.stringContaining(`documents ${id}: blob`)]);
    expect(await ctx.t.objects.read(sha256Of(addressProof))).not.toBeNull();
    // Put right, it goes on the next run.
    await ctx.t.objects.write(sha256Of(addressProof), addressProof);
    expect(await migrate()).toMatchObject({ rewritten: 1, removed: 1, remaining: 0 });
  });
});
