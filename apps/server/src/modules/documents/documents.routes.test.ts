import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedPerson, signIn } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

type Session = Awaited<ReturnType<typeof signIn>>;
type Info = {
  id: string;
  docType: string;
  side: string;
  contentType: string;
  current: boolean;
  sha256: string;
};

/** The smallest real files of each kind we take, and some we do not. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const jpeg = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const text = Buffer.from('just some text pretending to be a picture');

let people = 0;
const nextPerson = () => {
  people += 1;
  const n = String(people).padStart(4, '0');
  return { mobile: `96543${n.padStart(5, '0')}`, pan: `CDEPD${n}K`, dob: '1991-02-03', name: 'Devi Rao' };
};

function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----kredo-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const borrower = async (): Promise<Session> => {
    const person = nextPerson();
    await seedPerson(t, person);
    return signIn(t, person);
  };
  const uploadBase64 = (b: Session, body: Record<string, unknown>, userId = b.userId) =>
    t.app.inject({
      method: 'POST',
      url: '/api/paandu/docs',
      headers: b.headers,
      payload: { userId, ...body },
    });
  const uploadFile = (
    b: Session,
    docType: string,
    fields: Record<string, string>,
    file?: { name: string; type: string; bytes: Buffer },
    userId = b.userId,
  ) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: `/api/document/${userId}/${docType}`,
      headers: { ...b.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const info = (b: Session, id: string) =>
    t.app.inject({ url: `/api/document/info/${id}`, headers: b.headers });
  const documentOf = (reply: { json(): unknown }) => (reply.json() as { document: Info }).document;

  describe('uploading', () => {
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
      const asFile = await uploadFile(
        b,
        'OTHER',
        {},
        { name: 'big.pdf', type: 'application/pdf', bytes: big },
      );
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
      const first = documentOf(
        await uploadBase64(b, { docType: 'SELFIE', imageB64: png.toString('base64') }),
      );
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

  describe('who may upload and read', () => {
    it('needs a session', async () => {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/paandu/docs',
        payload: { userId: 'x', docType: 'SELFIE', imageB64: png.toString('base64') },
      });
      expect(reply.statusCode).toBe(401);
    });

    it("refuses to upload for another borrower and hides another's document", async () => {
      const asha = await borrower();
      const ravi = await borrower();
      expect(
        (await uploadBase64(ravi, { docType: 'SELFIE', imageB64: png.toString('base64') }, asha.userId))
          .statusCode,
      ).toBe(403);
      expect(
        (await uploadFile(ravi, 'SELFIE', {}, { name: 's.png', type: 'image/png', bytes: png }, asha.userId))
          .statusCode,
      ).toBe(403);
      const own = documentOf(
        await uploadBase64(asha, { docType: 'SELFIE', imageB64: png.toString('base64') }),
      );
      expect((await info(ravi, own.id)).statusCode).toBe(404);
      const url = await t.app.inject({
        url: `/api/document-gateway/fetch-doc-pre-signed-url?userId=${ravi.userId}&docType=SELFIE&docName=${own.id}`,
        headers: ravi.headers,
      });
      expect(url.statusCode).toBe(404);
      const forAsha = await t.app.inject({
        url: `/api/document-gateway/fetch-doc-pre-signed-url?userId=${asha.userId}&docType=SELFIE`,
        headers: ravi.headers,
      });
      expect(forAsha.statusCode).toBe(403);
    });
  });

  describe('signed addresses', () => {
    const signedUrl = async (b: Session, docType: string, docName?: string) => {
      const reply = await t.app.inject({
        url: `/api/document-gateway/fetch-doc-pre-signed-url?userId=${b.userId}&docType=${docType}${docName ? `&docName=${docName}` : ''}`,
        headers: b.headers,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return (reply.json() as { image: string }).image;
    };

    it("gives the current document's content without the session, for that file only", async () => {
      const b = await borrower();
      documentOf(await uploadBase64(b, { docType: 'PAN', imageB64: png.toString('base64') }));
      const latest = documentOf(await uploadBase64(b, { docType: 'PAN', imageB64: jpeg.toString('base64') }));
      const url = await signedUrl(b, 'PAN');
      expect(url).toMatch(/^\/api\/document-gateway\/file\?token=/);
      const file = await t.app.inject({ url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.rawPayload.equals(jpeg)).toBe(true);
      expect(file.headers.etag).toBe(`"${latest.sha256}"`);
    });

    it('refuses a changed address and an expired one, and keeps the token out of the log', async () => {
      const b = await borrower();
      const doc = documentOf(await uploadBase64(b, { docType: 'SELFIE', imageB64: png.toString('base64') }));
      const url = await signedUrl(b, 'SELFIE', doc.id);
      const token = decodeURIComponent(url.split('token=')[1] ?? '');
      const [, expires, mac] = token.split('.');
      const other = documentOf(await uploadBase64(b, { docType: 'PAN', imageB64: jpeg.toString('base64') }));
      // Another document's id under this signature.
      const swapped = await t.app.inject({
        url: `/api/document-gateway/file?token=${other.id}.${expires}.${mac}`,
      });
      expect(swapped.statusCode).toBe(403);
      const later = await t.app.inject({
        url: `/api/document-gateway/file?token=${doc.id}.${Number(expires) + 600}.${mac}`,
      });
      expect(later.statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/document-gateway/file?token=garbage' })).statusCode).toBe(403);
      expect((await t.app.inject({ url })).statusCode).toBe(200);
      t.deps.clock.advance(301_000);
      expect((await t.app.inject({ url })).statusCode).toBe(403);
      expect(t.logLines.join('\n')).not.toContain(mac);
    });
  });
});
