import { messages } from '@kredo/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { activePdf, jpegHeader, plainPdf, pngHeader } from '../../lib/file-safety/testing/risky-files.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { documents } from './documents.schema.ts';
import { documentsTestKit, type Session } from './documents-test-kit.ts';

describe('documents that would act or blow up when opened', () => {
  const ctx = {} as { t: TestApp };
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());
  const { borrower, uploadBase64, uploadFile, documentOf } = documentsTestKit(ctx);

  const storedFor = async (b: Session) => {
    const rows = await ctx.t.deps.db.select().from(documents).where(eq(documents.userId, b.userId));
    const blobs: string[] = [];
    for await (const key of ctx.t.objects.list()) blobs.push(key);
    return { rows: rows.length, blobs: blobs.length };
  };
  const bothWays = async (b: Session, bytes: Uint8Array, name: string, type: string) => [
    await uploadBase64(b, { docType: 'OTHER', imageB64: Buffer.from(bytes).toString('base64') }),
    await uploadFile(b, 'OTHER', {}, { name, type, bytes: Buffer.from(bytes) }),
  ];

  it.each(['document-script', 'open-javascript', 'open-launch', 'page-actions'] as const)(
    'refuses a PDF with a %s, either way it comes, and keeps nothing of it',
    async (kind) => {
      const b = await borrower();
      const before = await storedFor(b);
      for (const reply of await bothWays(b, await activePdf(kind), 'payslip.pdf', 'application/pdf')) {
        expect(reply.statusCode).toBe(415);
        expect(reply.json()).toMatchObject({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message:
            'This PDF has scripts or automatic actions in it, which we cannot accept. Please upload a plain PDF or a photo of the document.',
        });
      }
      expect(await storedFor(b)).toEqual(before);
    },
  );

  it('takes a plain PDF that opens at its first page', async () => {
    const b = await borrower();
    for (const reply of await bothWays(b, await plainPdf(), 'payslip.pdf', 'application/pdf')) {
      expect(reply.statusCode, reply.body).toBe(201);
      expect(documentOf(reply).contentType).toBe('application/pdf');
    }
  });

  it.each([
    ['a PNG', pngHeader(20_000, 20_000), 'image/png'],
    ['a JPEG', jpegHeader(20_000, 20_000), 'image/jpeg'],
  ])('refuses %s that declares 20000 x 20000 pixels, reading only its header', async (_, bytes, type) => {
    const b = await borrower();
    const before = await storedFor(b);
    for (const reply of await bothWays(b, bytes, 'pan.img', type)) {
      expect(reply.statusCode).toBe(413);
      expect(reply.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The picture is too large. Please upload a picture of at most 40 megapixels.',
      });
    }
    expect(await storedFor(b)).toEqual(before);
  });

  it('takes a picture of 40 megapixels, and refuses one a row of pixels larger', async () => {
    const b = await borrower();
    const atLimit = await uploadBase64(b, {
      docType: 'PAN',
      imageB64: pngHeader(8000, 5000).toString('base64'),
    });
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    const over = await uploadBase64(b, {
      docType: 'PAN',
      imageB64: pngHeader(8000, 5001).toString('base64'),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      message: messages.imageTooManyPixels.replace('{{megapixels}}', '40'),
    });
  });
});
