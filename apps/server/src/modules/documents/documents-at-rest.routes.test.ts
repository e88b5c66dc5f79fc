import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { documents } from './documents.schema.ts';
import { documentsTestKit, png, type Info, type Session } from './documents-test-kit.ts';

describe('documents at rest', () => {
  const ctx = {} as { t: TestApp };
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());
  const { borrower, uploadBase64, uploadFile, documentOf } = documentsTestKit(ctx);

  // A PAN card picture with its number in a text chunk, and an address proof naming it.
  const panImage = Buffer.concat([png, Buffer.from('Permanent Account Number ABCPV1234K')]);
  const addressProof = Buffer.from('%PDF-1.4\n% Aadhaar 2345 6789 0123, PAN ABCPV1234K\n%%EOF\n');

  const blobKeyOf = async (id: string) => {
    const [row] = await ctx.t.deps.db.select().from(documents).where(eq(documents.id, id));
    return row!.blobKey;
  };
  const download = async (b: Session, document: Info) => {
    const signed = await ctx.t.app.inject({
      url: `/api/document-gateway/fetch-doc-pre-signed-url?userId=${b.userId}&docType=${document.docType}&docName=${document.id}`,
      headers: b.headers,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    return ctx.t.app.inject({ url: (signed.json() as { image: string }).image });
  };

  it('stores neither the picture nor the PDF in the clear, and serves both back as uploaded', async () => {
    const b = await borrower();
    const pan = documentOf(await uploadBase64(b, { docType: 'PAN', imageB64: panImage.toString('base64') }));
    const proof = documentOf(
      await uploadFile(
        b,
        'CURRENT_ADDRESS_PROOF',
        {},
        { name: 'proof.pdf', type: 'application/pdf', bytes: addressProof },
      ),
    );

    for (const document of [pan, proof]) {
      const stored = (await ctx.t.objects.read(await blobKeyOf(document.id)))!;
      for (const clear of ['ABCPV1234K', '%PDF', '2345 6789 0123', png.subarray(0, 8)])
        expect(stored.includes(clear)).toBe(false);
    }
    const panFile = await download(b, pan);
    expect(panFile.statusCode).toBe(200);
    expect(panFile.rawPayload.equals(panImage)).toBe(true);
    const proofFile = await download(b, proof);
    expect(proofFile.headers['content-type']).toBe('application/pdf');
    expect(proofFile.rawPayload.equals(addressProof)).toBe(true);
  });

  it('keeps two blobs when two borrowers upload the same file', async () => {
    const [asha, ravi] = [await borrower(), await borrower()];
    const mine = documentOf(
      await uploadBase64(asha, { docType: 'PAN', imageB64: panImage.toString('base64') }),
    );
    const theirs = documentOf(
      await uploadBase64(ravi, { docType: 'PAN', imageB64: panImage.toString('base64') }),
    );

    expect(theirs.sha256).toBe(mine.sha256);
    const [myKey, theirKey] = [await blobKeyOf(mine.id), await blobKeyOf(theirs.id)];
    expect(theirKey).not.toBe(myKey);
    expect((await ctx.t.objects.read(myKey))?.equals((await ctx.t.objects.read(theirKey))!)).toBe(false);
    expect((await download(asha, mine)).rawPayload.equals(panImage)).toBe(true);
    expect((await download(ravi, theirs)).rawPayload.equals(panImage)).toBe(true);
  });

  it('refuses to serve a stored file that was changed, saying nothing of why', async () => {
    const b = await borrower();
    const pan = documentOf(await uploadBase64(b, { docType: 'PAN', imageB64: panImage.toString('base64') }));
    const key = await blobKeyOf(pan.id);
    const stored = (await ctx.t.objects.read(key))!;
    stored[stored.length - 1]! ^= 0x01;
    await ctx.t.objects.write(key, stored);

    const reply = await download(b, pan);

    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toMatchObject({
      code: 'INTERNAL',
      message: "Couldn't process the request, please try again",
    });
    expect(reply.rawPayload.includes(png.subarray(0, 8))).toBe(false);
  });
});
