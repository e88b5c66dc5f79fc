import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { documentsTestKit, gif, jpeg, pdf, png, text } from './documents-test-kit.ts';

describe('uploading documents', () => {
  const ctx = {} as { t: TestApp };
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());
  const { borrower, uploadBase64, uploadFile, info, documentOf } = documentsTestKit(ctx);

  it('takes a PNG as base64 and a JPEG as a data URI, telling each by its content', async () => {
    const b = await borrower();
    const first = await uploadBase64(b, {
      docType: 'SELFIE',
      imageB64: png.toString('base64'),
      contentType: 'image/jpeg',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(documentOf(first)).toMatchObject({
      docType: 'SELFIE',
      side: 'SINGLE',
      contentType: 'image/png',
      current: true,
    });
    const second = await uploadBase64(b, {
      docType: 'PAN',
      imageB64: `data:image/png;base64,${jpeg.toString('base64')}`,
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(documentOf(second)).toMatchObject({ docType: 'PAN', contentType: 'image/jpeg' });
  });

  it('takes a PDF as a file with its side and kind', async () => {
    const b = await borrower();
    const reply = await uploadFile(
      b,
      'CURRENT_ADDRESS_PROOF',
      { side: 'FRONT', docSubType: 'PASSPORT' },
      { name: 'passport.pdf', type: 'application/pdf', bytes: pdf },
    );
    expect(reply.statusCode, reply.body).toBe(201);
    expect(documentOf(reply)).toMatchObject({
      docType: 'CURRENT_ADDRESS_PROOF',
      docSubType: 'PASSPORT',
      side: 'FRONT',
      contentType: 'application/pdf',
    });
  });

  it.each([
    ['text named as a picture', text],
    ['a GIF', gif],
  ])('refuses %s, whatever its name and declared type', async (_, bytes) => {
    const b = await borrower();
    for (const reply of [
      await uploadBase64(b, {
        docType: 'SELFIE',
        imageB64: bytes.toString('base64'),
        contentType: 'image/png',
      }),
      await uploadFile(b, 'SELFIE', {}, { name: 'selfie.png', type: 'image/png', bytes }),
    ]) {
      expect(reply.statusCode).toBe(415);
      expect(reply.json()).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Allowed file type pdf/jpg/jpeg/png.',
      });
    }
  });

  it('refuses what is not base64, a missing file, and an unknown type', async () => {
    const b = await borrower();
    const notBase64 = await uploadBase64(b, { docType: 'SELFIE', imageB64: 'not base64 at all!' });
    expect(notBase64.statusCode).toBe(415);
    const noFile = await uploadFile(b, 'SELFIE', { side: 'SINGLE' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ message: 'Please upload document' });
    const unknown = await uploadFile(
      b,
      'PASSPORT_SCAN',
      {},
      { name: 'a.png', type: 'image/png', bytes: png },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      fieldErrors: { docType: ['Please enter a valid Document Type'] },
    });
  });

  it('needs a business proof to say its kind', async () => {
    const b = await borrower();
    const file = { name: 'gst.pdf', type: 'application/pdf', bytes: pdf };
    const refused = await uploadFile(b, 'BUSINESS_PROOF', {}, file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'Select Business Proof Type',
      fieldErrors: { docSubType: ['Select Business Proof Type'] },
    });
    const taken = await uploadFile(b, 'BUSINESS_PROOF', { docSubType: 'GST' }, file);
    expect(taken.statusCode, taken.body).toBe(201);
  });

  it('refuses a file over 5 MB either way', async () => {
    const b = await borrower();
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const asFile = await uploadFile(b, 'OTHER', {}, { name: 'big.pdf', type: 'application/pdf', bytes: big });
    expect(asFile.statusCode).toBe(413);
    expect(asFile.json()).toMatchObject({
      message: 'The file is too large. Please upload a file smaller than 5MB.',
    });
    const asBase64 = await uploadBase64(b, { docType: 'OTHER', imageB64: big.toString('base64') });
    expect([400, 413]).toContain(asBase64.statusCode);
    expect(JSON.stringify(asBase64.json())).toContain('smaller than 5MB');
  });

  it('keeps a replaced document as history, the newest current', async () => {
    const b = await borrower();
    const first = documentOf(await uploadBase64(b, { docType: 'SELFIE', imageB64: png.toString('base64') }));
    const second = documentOf(
      await uploadBase64(b, { docType: 'SELFIE', imageB64: jpeg.toString('base64') }),
    );
    expect((await info(b, first.id)).json()).toMatchObject({
      id: first.id,
      current: false,
      contentType: 'image/png',
    });
    expect((await info(b, second.id)).json()).toMatchObject({
      id: second.id,
      current: true,
      contentType: 'image/jpeg',
    });
    // Another side of the same type is a document of its own.
    const front = documentOf(
      await uploadFile(b, 'AADHAAR', { side: 'FRONT' }, { name: 'f.png', type: 'image/png', bytes: png }),
    );
    const back = documentOf(
      await uploadFile(b, 'AADHAAR', { side: 'BACK' }, { name: 'b.png', type: 'image/png', bytes: png }),
    );
    expect((await info(b, front.id)).json()).toMatchObject({ current: true });
    expect((await info(b, back.id)).json()).toMatchObject({ current: true });
  });

  it('answers S3_LIMIT once the uploads of a type are used up, and counts each type apart', async () => {
    const b = await borrower();
    for (let n = 0; n < 10; n += 1)
      expect(
        (await uploadBase64(b, { docType: 'PAY_SLIP', imageB64: png.toString('base64') })).statusCode,
      ).toBe(201);
    const refused = await uploadBase64(b, { docType: 'PAY_SLIP', imageB64: png.toString('base64') });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'S3_LIMIT',
      message:
        'Looks like you have already used maximum trials to upload documents. Please contact support for further support',
    });
    expect(
      (await uploadBase64(b, { docType: 'OFFER_LETTER', imageB64: png.toString('base64') })).statusCode,
    ).toBe(201);
  });

  it('counts concurrent uploads one at a time', async () => {
    const b = await borrower();
    const replies = await Promise.all(
      Array.from({ length: 12 }, () =>
        uploadBase64(b, { docType: 'OTHER', imageB64: png.toString('base64') }),
      ),
    );
    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(10);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(2);
  });
});
